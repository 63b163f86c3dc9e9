/** HTML of the two shell pages and the stub index (served by native-stubs/stub-server.ts). */
import { SCREEN_ENTRIES } from '../../src/config/screens';
import type { HostPlatform } from './api';

const esc = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

export function shellHtml(platform: HostPlatform, packageLabel: string): string {
  const name = platform === 'ios' ? 'iOS' : 'Android';
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>${name} 宿主壳 · wap-quote</title>
<link rel="stylesheet" href="/stub/shell.css">
</head>
<body data-platform="${platform}">
<main class="shell">
  <section class="phone phone-${platform}" aria-label="${name} 手机">
    <div class="statusbar">${platform === 'ios' ? '9:41' : '12:00'}<span>${name}</span></div>
    <header class="navbar">
      <button id="nav-back" type="button" aria-label="原生返回">‹</button>
      <h1 id="nav-title"></h1>
      <div id="nav-buttons" class="nav-buttons"></div>
    </header>
    <div id="native-banner" class="native-banner" role="status" hidden></div>
    <div class="webview">
      <iframe id="frame" title="H5 页面"></iframe>
      <div id="closed" class="closed" hidden>
        <p>H5 页面已被关闭 (close)</p>
        <button id="reopen" type="button">重新打开</button>
      </div>
    </div>
  </section>
  <aside class="panel">
    <h2>${name} 宿主控制台 <small>${esc(packageLabel)}</small></h2>
    <div id="notice" class="notice" hidden></div>
    <fieldset>
      <legend>页面</legend>
      <div class="row"><input id="address" aria-label="地址"><button id="go" type="button">打开</button><button id="reload" type="button">刷新</button></div>
      <div class="row"><button id="page-shown" type="button">发送 pageShown</button><button id="rotate" type="button">旋转手机 (横屏)</button></div>
    </fieldset>
    <fieldset>
      <legend>App 入口</legend>
      <div class="row" id="screens">${SCREEN_ENTRIES.map(
        (e) => `<button type="button" data-path="/wap${esc(e.to)}">${esc(e.label)}</button>`,
      ).join('')}</div>
    </fieldset>
    <fieldset>
      <legend>原生自选 (getWatchlist / setWatchlist) <button id="clear-watchlist" type="button">清空</button></legend>
      <div id="native-watchlist" class="row"></div>
    </fieldset>
    <fieldset>
      <legend>原生通知 (notify)</legend>
      <ol id="native-notifications" class="notifications"></ol>
    </fieldset>
    <fieldset>
      <legend>用户与 token <span id="token-state"></span></legend>
      <div class="row"><input id="phone" aria-label="手机号" inputmode="numeric"><button id="qa-login" type="button">原生短信登录</button><span id="qa-login-status"></span></div>
      <label>token <input id="user-token"></label>
      <label>nickname <input id="user-nickname"></label>
      <label>username <input id="user-username"></label>
      <label>serverId <input id="user-serverId"></label>
      <label>headImage <input id="user-headImage"></label>
      <label>userCode <input id="user-userCode"></label>
      <div class="row"><button id="set-token" type="button">设置 token</button><button id="clear-token" type="button">清除 token</button></div>
      <div id="login-request" class="login-request" hidden>
        <p>页面请求原生登录 (login)</p>
        <button id="login-accept" type="button">以当前用户登录</button><button id="login-cancel" type="button">取消</button>
      </div>
    </fieldset>
    <fieldset>
      <legend>主题</legend>
      <div class="row"><button id="theme-light" type="button">浅色</button><button id="theme-dark" type="button">深色</button></div>
      <label>涨跌颜色 <select id="updown"><option value="">（不提供，页面自己的设置）</option><option value="red-up">红涨绿跌</option><option value="green-up">绿涨红跌</option><option value="blue-orange">色弱友好</option></select></label>
    </fieldset>
    <fieldset>
      <legend>宿主实现的方法 (hello)</legend>
      <div id="methods" class="methods"></div>
    </fieldset>
    <fieldset class="log-box">
      <legend>桥调用日志 <button id="clear-log" type="button">清空</button></legend>
      <ol id="log" class="log"></ol>
    </fieldset>
  </aside>
</main>
<script src="/stub/host.js"></script>
</body>
</html>
`;
}

export function indexHtml(packageLabel: string, upstream: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>wap-quote 宿主壳</title><link rel="stylesheet" href="/stub/shell.css"></head>
<body class="index">
<h1>wap-quote 原生宿主壳 (QA)</h1>
<p>离线包: ${esc(packageLabel)}<br>接口与行情: ${esc(upstream)}</p>
<ul>
<li><a href="/stub/ios.html">iOS 壳</a> (webkit.messageHandlers.wapBridge)</li>
<li><a href="/stub/android.html">Android 壳</a> (WapBridgeAndroid)</li>
<li><a href="/wap/">浏览器直接打开 /wap/</a> (无宿主，走 Web 回退)</li>
</ul>
<p>任意页面: /stub/ios.html?path=/wap/sh/600000.html</p>
</body></html>
`;
}

export const SHELL_CSS = `
* { box-sizing: border-box; }
[hidden] { display: none !important; }
body { margin: 0; font: 13px/1.4 -apple-system, 'PingFang SC', 'Noto Sans CJK SC', sans-serif; background: #e9ebef; color: #222; }
body.index { padding: 24px; }
.shell { display: flex; gap: 16px; padding: 16px; align-items: flex-start; }
.phone { width: 375px; height: 812px; flex: none; display: flex; flex-direction: column; background: #fff;
  border-radius: 28px; overflow: hidden; box-shadow: 0 0 0 10px #111, 0 10px 30px rgba(0,0,0,.35); }
.statusbar { height: 24px; padding: 0 16px; display: flex; justify-content: space-between; align-items: center;
  font-size: 12px; font-weight: 600; background: #f7f7f7; }
.navbar { height: 44px; display: flex; align-items: center; background: #f7f7f7; border-bottom: 1px solid #ddd; }
.phone-android .navbar { background: #c62f2f; color: #fff; border: 0; }
.phone-android .statusbar { background: #a82626; color: #fff; }
.navbar button { width: 44px; height: 44px; border: 0; background: none; font-size: 28px; color: inherit; cursor: pointer; }
.navbar h1 { flex: 1; margin: 0; text-align: center; font-size: 17px; font-weight: 600;
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.nav-buttons { min-width: 44px; display: flex; justify-content: flex-end; }
.navbar .nav-buttons button { width: auto; min-width: 44px; padding: 0 8px; font-size: 15px; }
.navbar .nav-buttons button:disabled { opacity: 0.4; cursor: default; }
body[data-theme=dark] .phone-ios .navbar, body[data-theme=dark] .phone-ios .statusbar { background: #1c1c1e; color: #eee; border-color: #333; }
.webview { position: relative; flex: 1; }
.phone { position: relative; }
.native-banner { position: absolute; top: 28px; left: 8px; right: 8px; z-index: 2; padding: 10px 12px;
  border-radius: 12px; background: rgba(30,30,30,.92); color: #fff; font-size: 13px; cursor: pointer;
  display: flex; flex-direction: column; gap: 2px; box-shadow: 0 4px 12px rgba(0,0,0,.3); }
.native-banner[hidden] { display: none; }
.notifications { margin: 0; padding: 0 0 0 18px; max-height: 120px; overflow: auto; }
.notifications button { border: 0; background: none; padding: 2px 0; text-align: left; cursor: pointer; font-size: 12px; }
.phone[data-orientation=landscape] { width: 812px; height: 375px; }
.phone[data-orientation=landscape] .statusbar, .phone[data-orientation=landscape] .navbar { display: none; }
.webview iframe { width: 100%; height: 100%; border: 0; display: block; }
.closed { position: absolute; inset: 0; background: #fff; display: flex; flex-direction: column; align-items: center; justify-content: center; }
.panel { flex: 1; min-width: 360px; max-width: 560px; background: #fff; border-radius: 8px; padding: 12px 16px; }
.panel h2 { margin: 0 0 8px; font-size: 16px; }
.panel h2 small { color: #888; font-weight: normal; }
fieldset { border: 1px solid #ddd; border-radius: 6px; margin: 0 0 10px; padding: 8px 10px; }
legend { font-weight: 600; padding: 0 4px; }
label { display: flex; gap: 6px; align-items: center; margin: 3px 0; }
label input { flex: 1; }
input { padding: 4px 6px; border: 1px solid #ccc; border-radius: 4px; font: inherit; }
.row { display: flex; gap: 6px; align-items: center; margin: 4px 0; flex-wrap: wrap; }
.row input { flex: 1; min-width: 120px; }
button { padding: 4px 10px; border: 1px solid #bbb; border-radius: 4px; background: #f5f5f5; font: inherit; cursor: pointer; }
button[aria-pressed=true] { background: #2f6fde; color: #fff; border-color: #2f6fde; }
#token-state { font-weight: normal; color: #666; margin-left: 6px; }
#token-state[data-logged-in=true] { color: #c62f2f; }
.notice { background: #fff8e1; border: 1px solid #f0d060; border-radius: 4px; padding: 6px 8px; margin-bottom: 8px; cursor: pointer; }
.login-request { background: #fdecea; border-radius: 4px; padding: 6px 8px; margin-top: 6px; }
.login-request p { margin: 0 0 6px; }
.methods { display: grid; grid-template-columns: repeat(3, 1fr); }
.methods label { justify-content: flex-start; }
.methods label input { flex: none; }
.log { list-style: none; margin: 0; padding: 0; max-height: 360px; overflow: auto; font: 12px/1.35 ui-monospace, Menlo, monospace; }
.log li { border-bottom: 1px solid #eee; padding: 3px 0; }
.log pre { margin: 0; white-space: pre-wrap; word-break: break-all; color: #555; }
.log-call .log-head { color: #2f6fde; } .log-reply .log-head { color: #2e7d32; }
.log-event .log-head { color: #b26a00; } .log-note .log-head { color: #888; }
`;
