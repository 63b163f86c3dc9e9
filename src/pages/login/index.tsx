/**
 * /login.html (§2 (screens and routes) Login): phone (+86, 11 digits), SMS captcha (6) and the agreement; the code button
 * waits for 11 digits and for its 60 s countdown, the login button for phone, captcha and agreement
 * (§4 (states and transitions)). On success the user info goes to session storage (user store), 登录成功 shows and after
 * 1.5 s the page goes to the redirect target, else back to the stock page.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { WAP_BASE } from '../../../bridge';
import { CommunityCode } from '../../../contract/community';
import { toast } from '../../components/feedback/toast';
import {
  CAPTCHA_MAX,
  canLogin,
  canSendCode,
  cleanCaptcha,
  cleanPhone,
  instrumentOf,
  isValidPhone,
  PHONE_MAX,
  PHONE_PREFIX,
  safeRedirect,
  SMS_COUNTDOWN_S,
} from '../../lib/community/login-form';
import { usePageRoute } from '../../components/page/page-context';
import { sendSmsCode, smsLogin } from '../../services/sms';
import { useStores } from '../../stores/context';
import './login.css';

export const LOGIN_REDIRECT_MS = 1500;
const BAD_PHONE = '请输入正确的手机号';

export default observer(function LoginPage() {
  const { user } = useStores();
  const navigate = useNavigate();
  const { query } = usePageRoute();
  const redirect = safeRedirect(query.get('redirect'), WAP_BASE);
  const { market, code } = instrumentOf(redirect);

  const [phone, setPhone] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [countdown, setCountdown] = useState(0);
  const [busy, setBusy] = useState(false);
  const smsToken = useRef('');
  const timers = useRef<number[]>([]);

  useEffect(() => {
    if (countdown <= 0) return;
    const t = window.setTimeout(() => setCountdown((c) => c - 1), 1000);
    return () => window.clearTimeout(t);
  }, [countdown]);
  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  const sendCode = async () => {
    if (!canSendCode(phone, countdown)) return;
    if (!isValidPhone(phone)) return toast(BAD_PHONE);
    setCountdown(SMS_COUNTDOWN_S);
    try {
      const res = await sendSmsCode(phone);
      if (res.code === CommunityCode.Ok) {
        smsToken.current = res.token ?? '';
        toast('验证码已发送');
      } else {
        setCountdown(0);
        if (res.msg) toast(res.msg);
      }
    } catch {
      // §8 (the error catalogue): a failed send is swallowed (the server's msg, when there is one, was shown above).
      setCountdown(0);
    }
  };

  const login = async () => {
    if (busy || !canLogin(phone, captcha, agreed)) return;
    if (!isValidPhone(phone)) return toast(BAD_PHONE);
    setBusy(true);
    let ok = false;
    try {
      const res = await smsLogin(phone, captcha, smsToken.current);
      if (res.code === CommunityCode.Ok && res.data?.token) {
        ok = true;
        user.setUserInfo({ ...res.data, serverId: String(res.data.serverId ?? '') });
        toast('登录成功');
        timers.current.push(
          window.setTimeout(
            () => void navigate(redirect ?? `/${market}/${code}.html`, { replace: true }),
            LOGIN_REDIRECT_MS,
          ),
        );
      } else {
        toast('验证码错误');
      }
    } catch {
      toast('验证码错误');
    } finally {
      if (!ok) setBusy(false);
    }
  };

  return (
    <div className="login">
      <h1 className="login__title">手机号登录</h1>
      <p className="login__subtitle">登录后可发帖、评论、回复和点赞</p>
      <label className="login__field">
        <span className="login__prefix">{PHONE_PREFIX}</span>
        <input
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="请输入手机号"
          maxLength={PHONE_MAX}
          value={phone}
          data-testid="login-phone"
          onChange={(e) => setPhone(cleanPhone(e.target.value))}
        />
      </label>
      <label className="login__field">
        <input
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="请输入验证码"
          maxLength={CAPTCHA_MAX}
          value={captcha}
          data-testid="login-captcha"
          onChange={(e) => setCaptcha(cleanCaptcha(e.target.value))}
        />
        <button
          type="button"
          className="login__code"
          data-testid="login-send-code"
          disabled={!canSendCode(phone, countdown)}
          onClick={sendCode}
        >
          {countdown > 0 ? `${countdown}s后重新获取` : '获取验证码'}
        </button>
      </label>
      <button
        type="button"
        className="login__submit"
        data-testid="login-submit"
        disabled={!canLogin(phone, captcha, agreed) || busy}
        onClick={login}
      >
        登录
      </button>
      <label className="login__agree">
        <input
          type="checkbox"
          checked={agreed}
          data-testid="login-agree"
          onChange={(e) => setAgreed(e.target.checked)}
        />
        <span>
          我已阅读并同意
          <Link to={`/protocol/${market}/${code}/1.html`}>《用户协议与免责声明》</Link>
        </span>
      </label>
    </div>
  );
});
