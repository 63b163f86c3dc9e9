/**
 * The stub host: plays the iOS or Android app around the H5 page (the iframe). It implements the
 * bridge as docs/bridge.md describes — replies and events are delivered by calling
 * `window.WapBridge.receive(<json>)` in the page, as evaluateJavaScript does — and drives the
 * control panel: token and user info, theme, page shown, which methods the host claims, and a log
 * of every message both ways.
 */
import { BRIDGE_VERSION } from '../../bridge/version';
import type { NavButton, RequestMessage, UserInfo } from '../../bridge/types';
import { STUB_APP_VERSION, type HostPlatform, type StubHostApi } from './api';

const ALL_METHODS = [
  'getToken',
  'getUserInfo',
  'getTheme',
  'openPage',
  'goBack',
  'close',
  'login',
  'openDownload',
  'setTitle',
  'setNavButtons',
  'setOrientation',
  'getWatchlist',
  'setWatchlist',
  'notify',
] as const;

type Theme = 'light' | 'dark';
type LogKind = 'call' | 'reply' | 'event' | 'note';

export interface LogEntry {
  seq: number;
  time: string;
  kind: LogKind;
  method: string;
  id?: number;
  data: unknown;
}

interface Saved {
  user: UserInfo | null;
  theme: Theme;
  /** The app's 涨跌颜色 sent with the theme ('' = the host has none: the page keeps its own). */
  updown: string;
  disabled: string[];
  phone: string;
  /** The app's native 自选 (getWatchlist / setWatchlist), kept like the rest of the shell. */
  watchlist: string[];
}

class HostFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** `undefined` = the reply is sent later (login waits for the panel). */
type Outcome = object | undefined;

const $ = <T extends HTMLElement = HTMLElement>(id: string): T => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`shell element #${id} missing`);
  return el as T;
};

const platform = document.body.dataset.platform as HostPlatform;
const storageKey = `wapStub.${platform}`;

function loadSaved(): Saved {
  // Each shell its own test phone, so the SMS resend limit of one does not block the other.
  const phone = platform === 'ios' ? '13800000001' : '13800000002';
  const fallback: Saved = { user: null, theme: 'light', updown: '', disabled: [], phone, watchlist: [] };
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as Partial<Saved> | null;
    return { ...fallback, ...(saved ?? {}) };
  } catch {
    return fallback;
  }
}

const state = loadSaved();
const log: LogEntry[] = [];
let seq = 0;
/** The frame document that said hello; events wait for it (docs/bridge.md). */
let helloDocument: Document | null = null;
let pendingLogin: { id: number; target: Window } | null = null;
/** Request id of the setNavButtons call the bar shows. */
let navButtonsId = -1;
/** The newest setTitle shown: like the nav buttons, an older call answered late changes nothing. */
let titleId = -1;

/** A native notification as the shell shows it: the phone's banner and the panel's list. */
interface ShownNotification {
  title: string;
  body: string;
  path: string;
  time: string;
}
const notifications: ShownNotification[] = [];
let bannerTimer: ReturnType<typeof setTimeout> | undefined;

/** Text only, as a native notification is: textContent, never markup. */
function showNotification(n: ShownNotification): void {
  notifications.unshift(n);
  const banner = $('native-banner');
  banner.replaceChildren();
  const title = document.createElement('strong');
  title.textContent = n.title;
  const body = document.createElement('span');
  body.textContent = n.body;
  banner.append(title, body);
  banner.hidden = false;
  banner.onclick = () => n.path && open(`/wap${n.path}`);
  if (bannerTimer) clearTimeout(bannerTimer);
  bannerTimer = setTimeout(() => (banner.hidden = true), 5000);
  const list = $('native-notifications');
  const item = document.createElement('li');
  const link = document.createElement('button');
  link.type = 'button';
  link.textContent = `${n.time} ${n.title}：${n.body}${n.path ? ` → ${n.path}` : ''}`;
  link.onclick = () => n.path && open(`/wap${n.path}`);
  item.append(link);
  list.prepend(item);
}

/** The native 自选 as the panel shows it (what the page last handed over). */
function showWatchlist(): void {
  const box = document.getElementById('native-watchlist');
  if (box) box.textContent = state.watchlist.length ? state.watchlist.join('  ') : '（空）';
}

function save(): void {
  localStorage.setItem(storageKey, JSON.stringify(state));
}

const frame = $<HTMLIFrameElement>('frame');

function now(): string {
  const d = new Date();
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}.${p(d.getMilliseconds(), 3)}`;
}

function addLog(kind: LogKind, method: string, data: unknown, id?: number): void {
  const entry: LogEntry = { seq: ++seq, time: now(), kind, method, id, data };
  log.push(entry);
  const li = document.createElement('li');
  li.className = `log-${kind}`;
  li.dataset.kind = kind;
  li.dataset.method = method;
  const arrow = { call: 'H5 → 原生', reply: '原生 → H5', event: '事件 →', note: '说明' }[kind];
  const head = document.createElement('div');
  head.className = 'log-head';
  head.textContent = `${entry.time}  ${arrow}  ${method}${id !== undefined ? `  #${id}` : ''}`;
  const body = document.createElement('pre');
  body.textContent = typeof data === 'string' ? data : JSON.stringify(data);
  li.append(head, body);
  $('log').prepend(li);
}

/**
 * Delivers a message as evaluateJavaScript(`window.WapBridge.receive(<json>)`) would. Native
 * evaluation is not subject to the page's CSP, which forbids eval (server/security-headers.ts), so
 * the host calls receive itself with the JSON parsed by the page's own JSON: an object of the page's
 * realm, as the literal would be.
 */
function deliver(target: Window, message: object): void {
  const json = JSON.stringify(message);
  try {
    const page = target as Window & { WapBridge?: { receive(m: unknown): void }; JSON: JSON };
    if (page.WapBridge) page.WapBridge.receive(page.JSON.parse(json));
  } catch (err) {
    addLog('note', 'deliver', `页面无法接收: ${String(err)}`);
  }
}

function reply(target: Window, msg: RequestMessage, outcome: object): void {
  const message = { id: msg.id, ok: true, result: outcome };
  addLog('reply', msg.method, message, msg.id);
  deliver(target, message);
}

function fail(target: Window, id: number, method: string, code: string, text: string): void {
  const message = { id, ok: false, error: { code, message: text } };
  addLog('reply', method, message, id);
  deliver(target, message);
}

function emit(event: string, data: object): void {
  const target = frame.contentWindow;
  if (!target) return;
  if (!helloDocument || frame.contentDocument !== helloDocument) {
    addLog('note', event, '页面尚未握手 (hello)，事件未发送');
    return;
  }
  const message = { event, data };
  addLog('event', event, message);
  deliver(target, message);
}

function enabledMethods(): string[] {
  return ALL_METHODS.filter((m) => !state.disabled.includes(m));
}

function notice(text: string): void {
  const el = $('notice');
  el.textContent = text;
  el.hidden = false;
}

function isWapPath(url: string): boolean {
  try {
    const u = new URL(url, location.href);
    return u.origin === location.origin && (u.pathname === '/wap' || u.pathname.startsWith('/wap/'));
  } catch {
    return false;
  }
}

function handle(target: Window, msg: RequestMessage): Outcome {
  const params = (msg.params ?? {}) as Record<string, unknown>;
  if (msg.method === 'hello') {
    if (target === frame.contentWindow) {
      helloDocument = target.document;
      // A new document starts with a bare navigation bar, as a native screen would.
      navButtonsId = -1;
      titleId = -1;
      showNavButtons([]);
    }
    return { bridgeVersion: BRIDGE_VERSION, platform, methods: enabledMethods() };
  }
  if (!enabledMethods().includes(msg.method)) {
    throw new HostFailure('UNSUPPORTED', `宿主未实现 ${msg.method}`);
  }
  switch (msg.method) {
    case 'getToken':
      return { token: state.user?.token ?? null };
    case 'getUserInfo':
      return { userInfo: state.user };
    case 'getTheme':
      return themeEvent();
    case 'setTitle':
      // The stub answers after a random delay, so an earlier title (the route's 行情) could land
      // after the page's; a native bar handles calls in order.
      if (msg.id >= titleId) {
        titleId = msg.id;
        $('nav-title').textContent = typeof params.title === 'string' ? params.title : '';
      }
      return {};
    case 'setNavButtons':
      if (!Array.isArray(params.buttons))
        throw new HostFailure('INVALID_PARAMS', 'setNavButtons 需要 buttons');
      // The stub answers after a random delay, so calls can be handled out of order; a native bar
      // handles them in order: a call older than the one shown changes nothing.
      if (msg.id >= navButtonsId) {
        navButtonsId = msg.id;
        showNavButtons(params.buttons as NavButton[]);
      }
      return {};
    case 'setOrientation':
      if (params.orientation !== 'landscape' && params.orientation !== 'portrait')
        throw new HostFailure('INVALID_PARAMS', 'setOrientation 需要 orientation: landscape 或 portrait');
      turnPhone(params.orientation);
      return {};
    case 'getWatchlist':
      return { instruments: state.watchlist };
    case 'setWatchlist':
      if (!Array.isArray(params.instruments) || !params.instruments.every((x) => typeof x === 'string'))
        throw new HostFailure('INVALID_PARAMS', 'setWatchlist 需要 instruments: 字符串数组');
      state.watchlist = params.instruments;
      save();
      showWatchlist();
      return {};
    case 'notify': {
      const path = params.path;
      if (typeof params.title !== 'string' || typeof params.body !== 'string')
        throw new HostFailure('INVALID_PARAMS', 'notify 需要 title 和 body: 字符串');
      if (path !== undefined && (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')))
        throw new HostFailure('INVALID_PARAMS', 'notify 的 path 须为 /wap/ 下的路径');
      showNotification({ title: params.title, body: params.body, path: path ?? '', time: now() });
      return {};
    }
    case 'openPage': {
      const url = typeof params.url === 'string' ? params.url : '';
      if (url) {
        if (!/^https?:\/\//i.test(url) && !(url.startsWith('/') && !url.startsWith('//'))) {
          throw new HostFailure('INVALID_PARAMS', `不支持的地址 ${url}`);
        }
        if (isWapPath(url)) {
          // A new H5 screen: the stub reuses its one WebView.
          frame.src = new URL(url, location.href).pathname + new URL(url, location.href).search;
          notice(`原生打开 H5 页面: ${url}`);
        } else notice(`原生浏览器打开外部链接: ${url}`);
        return {};
      }
      if (typeof params.page === 'string' && params.page) {
        notice(`原生页面: ${params.page} ${JSON.stringify(params.params ?? {})}`);
        return {};
      }
      throw new HostFailure('INVALID_PARAMS', 'openPage 需要 page 或 url');
    }
    case 'goBack':
      notice('原生: 返回');
      frame.contentWindow?.history.back();
      return {};
    case 'close':
      $('closed').hidden = false;
      return {};
    case 'openDownload':
      notice('原生: 打开应用下载/更新页');
      return {};
    case 'login':
      if (pendingLogin) fail(pendingLogin.target, pendingLogin.id, 'login', 'CANCELLED', '新的登录请求');
      pendingLogin = { id: msg.id, target };
      $('login-request').hidden = false;
      return undefined;
    default:
      throw new HostFailure('UNSUPPORTED', `宿主未实现 ${msg.method}`);
  }
}

/**
 * The phone turned (setOrientation, or the 旋转手机 button): the device frame swaps its sides and,
 * landscape, hides the status and navigation bars (a full-screen chart), as the apps do.
 */
function turnPhone(orientation: 'landscape' | 'portrait'): void {
  const phone = document.querySelector<HTMLElement>('.phone');
  if (!phone) return;
  phone.dataset.orientation = orientation;
  $('rotate').textContent = orientation === 'landscape' ? '转回竖屏' : '旋转手机 (横屏)';
}

/** The page's header buttons in the native bar; a tap goes back to the page as navButtonTapped. */
function showNavButtons(buttons: readonly NavButton[]): void {
  const bar = $('nav-buttons');
  bar.replaceChildren(
    ...buttons.map((b) => {
      const el = document.createElement('button');
      el.type = 'button';
      el.textContent = String(b.text);
      el.dataset.navButton = String(b.id);
      el.disabled = b.disabled === true;
      el.addEventListener('click', () => emit('navButtonTapped', { id: String(b.id) }));
      return el;
    }),
  );
}

function post(target: Window, payload: unknown): void {
  let msg: RequestMessage;
  try {
    // iOS hands the body over as a copy (NSDictionary); Android receives the JSON string.
    msg = (
      platform === 'android' ? JSON.parse(String(payload)) : JSON.parse(JSON.stringify(payload))
    ) as RequestMessage;
  } catch {
    addLog('note', 'postMessage', `无法解析的消息: ${String(payload)}`);
    return;
  }
  addLog('call', String(msg.method), msg, msg.id);
  // Native code answers on a later turn of the main loop.
  setTimeout(
    () => {
      try {
        const outcome = handle(target, msg);
        if (outcome) reply(target, msg, outcome);
      } catch (err) {
        const e = err instanceof HostFailure ? err : new HostFailure('INTERNAL', String(err));
        fail(target, msg.id, msg.method, e.code, e.message);
      }
    },
    5 + Math.floor(Math.random() * 25),
  );
}

// --- panel -------------------------------------------------------------------------------

const USER_FIELDS = ['token', 'nickname', 'username', 'serverId', 'headImage', 'userCode'] as const;

function showUser(): void {
  for (const f of USER_FIELDS) $<HTMLInputElement>(`user-${f}`).value = String(state.user?.[f] ?? '');
  $('token-state').textContent = state.user
    ? `已登录: ${state.user.nickname || state.user.username}`
    : '未登录';
  $('token-state').dataset.loggedIn = String(!!state.user);
}

function userFromFields(): UserInfo | null {
  const v = (f: (typeof USER_FIELDS)[number]) => $<HTMLInputElement>(`user-${f}`).value.trim();
  if (!v('token')) return null;
  return {
    token: v('token'),
    serverId: v('serverId'),
    headImage: v('headImage'),
    nickname: v('nickname'),
    username: v('username'),
    ...(v('userCode') ? { userCode: v('userCode') } : {}),
  };
}

function setUser(user: UserInfo | null): void {
  state.user = user;
  save();
  showUser();
  emit('tokenChanged', { token: user?.token ?? null, userInfo: user });
}

function setTheme(theme: Theme): void {
  state.theme = theme;
  save();
  document.body.dataset.theme = theme;
  for (const t of ['light', 'dark'] as const)
    $(`theme-${t}`).setAttribute('aria-pressed', String(t === theme));
  emit('themeChanged', themeEvent());
}

function themeEvent(): { theme: Theme; updown?: string } {
  return state.updown ? { theme: state.theme, updown: state.updown } : { theme: state.theme };
}

function setUpdown(updown: string): void {
  state.updown = updown;
  save();
  $<HTMLSelectElement>('updown').value = updown;
  emit('themeChanged', themeEvent());
}

function answerLogin(accept: boolean): void {
  if (!pendingLogin) return;
  const { id, target } = pendingLogin;
  pendingLogin = null;
  $('login-request').hidden = true;
  if (accept && state.user) {
    const message = { id, ok: true, result: { userInfo: state.user } };
    addLog('reply', 'login', message, id);
    deliver(target, message);
    emit('tokenChanged', { token: state.user.token, userInfo: state.user });
  } else fail(target, id, 'login', 'CANCELLED', '用户取消登录');
}

async function qaLogin(): Promise<void> {
  const phone = $<HTMLInputElement>('phone').value.trim();
  state.phone = phone;
  save();
  $('qa-login-status').textContent = '登录中…';
  try {
    const res = await fetch('/stub/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone }),
    });
    const body = (await res.json()) as { ok: boolean; userInfo?: UserInfo; message?: string };
    if (!body.ok || !body.userInfo) throw new Error(body.message ?? `HTTP ${res.status}`);
    $('qa-login-status').textContent = '';
    setUser(body.userInfo);
  } catch (err) {
    $('qa-login-status').textContent = `失败: ${(err as Error).message}`;
  }
}

function renderMethods(): void {
  const box = $('methods');
  box.textContent = '';
  for (const m of ALL_METHODS) {
    const label = document.createElement('label');
    const input = document.createElement('input');
    input.type = 'checkbox';
    input.checked = !state.disabled.includes(m);
    input.dataset.method = m;
    input.addEventListener('change', () => {
      state.disabled = input.checked ? state.disabled.filter((x) => x !== m) : [...state.disabled, m];
      save();
      notice('方法列表在页面下次握手 (重新加载) 时生效');
    });
    label.append(input, ` ${m}`);
    box.append(label);
  }
}

function open(path: string): void {
  $('closed').hidden = true;
  frame.src = path;
}

function init(): void {
  const api: StubHostApi & {
    log: LogEntry[];
    setUser: typeof setUser;
    setTheme: typeof setTheme;
    setUpdown: typeof setUpdown;
  } = {
    platform,
    appVersion: STUB_APP_VERSION,
    post,
    log,
    setUser,
    setTheme,
    setUpdown,
  };
  (window as Window & { WapStubHost?: typeof api }).WapStubHost = api;

  showUser();
  renderMethods();
  showWatchlist();
  $('clear-watchlist').addEventListener('click', () => {
    state.watchlist = [];
    save();
    showWatchlist();
  });
  $<HTMLInputElement>('phone').value = state.phone;
  document.body.dataset.theme = state.theme;
  for (const t of ['light', 'dark'] as const) {
    $(`theme-${t}`).setAttribute('aria-pressed', String(t === state.theme));
    $(`theme-${t}`).addEventListener('click', () => setTheme(t));
  }
  const updown = $<HTMLSelectElement>('updown');
  updown.value = state.updown;
  updown.addEventListener('change', () => setUpdown(updown.value));
  $('set-token').addEventListener('click', () => setUser(userFromFields()));
  $('clear-token').addEventListener('click', () => setUser(null));
  $('qa-login').addEventListener('click', () => void qaLogin());
  $('page-shown').addEventListener('click', () => emit('pageShown', {}));
  // The user turns the phone: the host turns its frame and tells the page (orientationChanged).
  $('rotate').addEventListener('click', () => {
    const next =
      document.querySelector<HTMLElement>('.phone')?.dataset.orientation === 'landscape'
        ? 'portrait'
        : 'landscape';
    turnPhone(next);
    emit('orientationChanged', { orientation: next });
  });
  $('login-accept').addEventListener('click', () => answerLogin(true));
  $('login-cancel').addEventListener('click', () => answerLogin(false));
  $('clear-log').addEventListener('click', () => {
    log.length = 0;
    $('log').textContent = '';
  });
  $('nav-back').addEventListener('click', () => frame.contentWindow?.history.back());
  $('reopen').addEventListener('click', () => open($<HTMLInputElement>('address').value || '/wap/'));
  $('go').addEventListener('click', () => open($<HTMLInputElement>('address').value || '/wap/'));
  $('reload').addEventListener('click', () => frame.contentWindow?.location.reload());
  // The app's own buttons to the H5 screens (src/config/screens.ts).
  for (const b of Array.from($('screens').querySelectorAll<HTMLButtonElement>('button[data-path]'))) {
    b.addEventListener('click', () => open(b.dataset.path ?? '/wap/'));
  }
  $('notice').addEventListener('click', () => ($('notice').hidden = true));

  // The SPA changes its route without a load event: follow it while the field is not being edited.
  const address = $<HTMLInputElement>('address');
  setInterval(() => {
    if (document.activeElement === address) return;
    try {
      const loc = frame.contentWindow?.location;
      if (loc && loc.pathname.startsWith('/wap')) address.value = loc.pathname + loc.search;
    } catch {
      // Cross-origin page (an external link followed inside the frame): keep the last address.
    }
  }, 300);

  const start = new URLSearchParams(location.search).get('path') ?? '/wap/';
  $<HTMLInputElement>('address').value = start;
  open(start.startsWith('/wap') ? start : '/wap/');
}

init();
