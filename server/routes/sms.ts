/** rjhy-sms: SMS captcha and SMS login (§3 (entities and their fields) payloads). */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CommunityCode, CommunityPaths } from '../../contract/community';
import { SmsLoginPayload, SmsSendPayload } from '../../contract/community.params.schema';
import { SmsLoginResponse, SmsSendResponse } from '../../contract/community.schema';
import { replies } from '../../contract/envelope.schema';
import type { Community } from '../community';
import { SMS_SENT_MSG } from '../community/sms';
import { requireAllowedOrigin } from '../origin';

export function registerSmsRoutes(
  app: FastifyInstance,
  community: Community,
  allowedOrigins: () => readonly string[],
): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  // Another site's page must not send codes or log in from a visitor's browser (issue 32 row 12).
  const onRequest = requireAllowedOrigin(allowedOrigins);

  api.post(
    CommunityPaths.smsSend,
    { onRequest, schema: { body: SmsSendPayload, response: replies(SmsSendResponse) } },
    async (req): Promise<SmsSendResponse> => {
      const smsToken = await community.accounts.sendCode(req.body.phone, req.ip);
      return { code: CommunityCode.Ok, msg: SMS_SENT_MSG, token: smsToken };
    },
  );

  api.post(
    CommunityPaths.smsLogin,
    { onRequest, schema: { body: SmsLoginPayload, response: replies(SmsLoginResponse) } },
    async (req): Promise<SmsLoginResponse> => {
      const { phone, captcha, smsToken } = req.body;
      const info = await community.accounts.login(phone, captcha, smsToken, req.ip);
      return { code: CommunityCode.Ok, msg: '登录成功', token: info.token, data: info };
    },
  );
}
