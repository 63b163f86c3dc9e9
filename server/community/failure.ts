/**
 * Community failures travel as HTTP 200 with `{ code, msg }` (code never 1), the envelope §8 (the error catalogue) reads:
 * "Login response code not 1", "Like/unlike code not 1", "Forum response code not 1".
 * The server's single error handler writes them; nothing here ever becomes a 500.
 */
import { CommunityCode, type CommunityCodeValue } from '../../contract/community';
import { HttpError } from '../errors';

export class CommunityError extends HttpError {
  constructor(code: CommunityCodeValue, message: string) {
    super(200, message, code);
  }
}

export const LOGIN_REQUIRED_MSG = '请先登录';

export const loginRequired = () => new CommunityError(CommunityCode.LoginRequired, LOGIN_REQUIRED_MSG);
export const badInput = (msg: string) => new CommunityError(CommunityCode.BadInput, msg);
export const notFound = (msg: string) => new CommunityError(CommunityCode.NotFound, msg);
export const rateLimited = (msg: string) => new CommunityError(CommunityCode.RateLimited, msg);
export const captchaInvalid = () => new CommunityError(CommunityCode.CaptchaInvalid, '验证码错误');
export const conflict = (msg: string) => new CommunityError(CommunityCode.Conflict, msg);
