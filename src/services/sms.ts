/**
 * SMS service (§7 (the calls it makes) rjhy-sms, config field sms): send the login captcha and log in with it (§3 (entities and their fields)
 * payloads). Both answer the community envelope, returned raw: the login page toasts the server's
 * msg on a failed send and 验证码错误 on a failed login (§8 (the error catalogue)).
 */
import { http } from '../api/http';
import { CommunityPaths, type SmsLoginResponse, type SmsSendResponse } from '../../contract/community';

const S = 'sms' as const;

export function sendSmsCode(phone: string): Promise<SmsSendResponse> {
  return http.post<SmsSendResponse>(S, CommunityPaths.smsSend, { phone }, { raw: true });
}

/** smsToken: the token the send call answered (ties the captcha to that send). */
export function smsLogin(phone: string, captcha: string, smsToken: string): Promise<SmsLoginResponse> {
  return http.post<SmsLoginResponse>(S, CommunityPaths.smsLogin, { phone, captcha, smsToken }, { raw: true });
}
