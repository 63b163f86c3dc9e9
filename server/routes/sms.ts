/** rjhy-sms: SMS captcha and SMS login (§3 payloads). */
import type { FastifyInstance } from 'fastify';
import {
  CommunityCode,
  CommunityPaths,
  type SmsLoginResponse,
  type SmsSendResponse,
} from '../../src/api/contract/community';
import type { Community } from '../community';
import { SMS_SENT_MSG } from '../community/sms';
import { optionalText, paramsOf, requiredText } from './community-params';

export function registerSmsRoutes(app: FastifyInstance, community: Community): void {
  app.post(CommunityPaths.smsSend, async (req): Promise<SmsSendResponse> => {
    const b = paramsOf(req.body);
    const phone = requiredText(b, 'phone', 20);
    for (const name of ['signature', 'activityId', 'reffer']) optionalText(b, name, 200);
    const smsToken = community.accounts.sendCode(phone, req.ip);
    return { code: CommunityCode.Ok, msg: SMS_SENT_MSG, token: smsToken };
  });

  app.post(CommunityPaths.smsLogin, async (req): Promise<SmsLoginResponse> => {
    const b = paramsOf(req.body);
    const phone = requiredText(b, 'phone', 20);
    const captcha = requiredText(b, 'captcha', 20);
    const smsToken = optionalText(b, 'smsToken', 200) || undefined;
    for (const name of ['serverId', 'activityId', 'reffer']) optionalText(b, name, 200);
    const info = community.accounts.login(phone, captcha, smsToken, req.ip);
    return { code: CommunityCode.Ok, msg: '登录成功', token: info.token, data: info };
  });
}
