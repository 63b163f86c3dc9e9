/**
 * Community (issue 6) in Chromium: log in with the SMS code from the server's log, write a post with
 * emoji and an image, approve it with the moderation command, find it in the forum tab, open it,
 * comment, reply to another user's comment, like and unlike. The title and content carry markup
 * that must show as plain text and run nothing.
 */
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { logInOnLoginPage, smsCode, smsSent } from './login';
import { moderate, pendingId } from './moderation';
import { baseUrl, shot, usePhone } from './browser';

jest.setTimeout(120_000);

const PHONE_A = '13912345678';
const PHONE_B = '13787654321';
// One phone per login test: a second code for the same phone is refused within 60 s.
const PHONE_C = '13611112222';
const PHONE_D = '13633334444';
const XSS_TITLE = '<img src=x onerror="window.__xss=1">茅台[微笑]';
const XSS_CONTENT = '<script>window.__xss=2</script>年报不错[强]';
const COMMENT = '看好后市[鼓掌]';
const OTHER_COMMENT = '我有不同看法';
const REPLY = '说说理由？';

async function postJson<T>(p: string, body: Record<string, unknown>): Promise<T> {
  const res = await fetch(baseUrl() + p, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as T;
}

/** A small PNG (a red-to-blue gradient), valid so the server's magic-byte check accepts it. */
function gradientPng(w = 160, h = 100): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const o = y * (w * 3 + 1) + 1 + x * 3;
      raw[o] = Math.round((255 * (w - x)) / w);
      raw[o + 1] = 90;
      raw[o + 2] = Math.round((255 * x) / w);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function toastText(page: Page, text: string): Promise<void> {
  await page.locator('.rv-toast', { hasText: text }).first().waitFor({ timeout: 10_000 });
}

/** Logs in on the open login page (login.ts), checking the page's two toasts on the way. */
async function logInWithToasts(page: Page, phone: string): Promise<void> {
  await logInOnLoginPage(page, phone, { afterSend: () => toastText(page, '验证码已发送') });
  await toastText(page, '登录成功');
}

async function openForum(page: Page): Promise<void> {
  await page.locator('[data-testid=lower-tabs] .rv-tab', { hasText: '股吧' }).first().click();
  await page.locator('[data-testid=forum-tab]').waitFor({ state: 'visible', timeout: 15_000 });
}

async function xssRan(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
}

describe('community', () => {
  const phone = usePhone();

  test('login, post, moderate, read, comment, reply, like', async () => {
    const dialogs: string[] = [];
    const page = await phone.open('/wap/sh/600519.html');
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });

    // Forum tab as a visitor: empty list ends with 我也是有底线的; 发帖 asks for a login.
    await openForum(page);
    await page.locator('[data-testid=forum-tab]', { hasText: '我也是有底线的' }).waitFor({ timeout: 15_000 });
    await page.locator('[data-testid=lower-tabs]').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const postButton = page.locator('[data-testid=post-button]');
    await page.waitForFunction(
      () =>
        !document.querySelector('[data-testid=post-button]')?.classList.contains('forum-post-button--hidden'),
    );
    await shot(page, 'community-forum-empty');
    await postButton.click();
    await page.waitForURL(/\/wap\/login\.html\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/sh/600519.html');

    // Login: buttons wait for 11 digits / phone+captcha+agreement; the code comes from the server log.
    const sendCode = page.locator('[data-testid=login-send-code]');
    const submit = page.locator('[data-testid=login-submit]');
    await page.locator('[data-testid=login-phone]').fill('1391234');
    expect(await sendCode.isDisabled()).toBe(true);
    await page.locator('[data-testid=login-phone]').fill(`${PHONE_A}99`);
    expect(await page.locator('[data-testid=login-phone]').inputValue()).toBe(PHONE_A);
    const before = smsSent(PHONE_A);
    await sendCode.click();
    await toastText(page, '验证码已发送');
    expect(await sendCode.textContent()).toMatch(/^\d+s/);
    expect(await sendCode.isDisabled()).toBe(true);
    const code = await smsCode(PHONE_A, before);
    await page.locator('[data-testid=login-captcha]').fill(code);
    expect(await submit.isDisabled()).toBe(true);
    await page.locator('[data-testid=login-agree]').check();
    expect(await page.locator('.login__agree a').getAttribute('href')).toBe('/wap/protocol/sh/600519/1.html');
    await shot(page, 'community-login');
    await submit.click();
    await toastText(page, '登录成功');
    await page.waitForURL(/\/wap\/sh\/600519\.html$/, { timeout: 10_000 });
    const stored = await page.evaluate(() => sessionStorage.getItem('userInfo'));
    expect(JSON.parse(stored ?? '{}').token).toBeTruthy();

    // Write a post: markup in title and content, an emoji from the picker, an image.
    await page.goto(`${baseUrl()}/wap/send/sh/600519/send.html`);
    await page.locator('[data-testid=send-title]').fill(XSS_TITLE);
    await page.locator('[data-testid=send-content]').fill(XSS_CONTENT);
    await page.locator('[data-testid=emoji-toggle]').click();
    await page.locator('[data-testid=emoji-picker] button[aria-label="[大哭]"]').click();
    expect(await page.locator('[data-testid=send-content]').inputValue()).toBe(`${XSS_CONTENT}[大哭]`);
    expect(await page.locator('[data-testid=content-counter]').textContent()).toBe(
      `${Array.from('<script>window.__xss=2</script>年报不错').length + 2}/200`,
    );
    await page.locator('[data-testid=send-file]').setInputFiles({
      name: 'chart.png',
      mimeType: 'image/png',
      buffer: gradientPng(),
    });
    await page.locator('[data-testid=upload][data-status=uploaded]').waitFor({ timeout: 10_000 });
    await page.locator('[data-testid=emoji-toggle]').click();
    await shot(page, 'community-send');
    await page.locator('[data-testid=send-publish]').click();
    await toastText(page, '帖子已提交，将在审核完毕后发布');
    await page.waitForURL(/\/wap\/sh\/600519\.html$/, { timeout: 10_000 });

    // Pending: the author sees it marked 审核中; then the moderation command approves it.
    await openForum(page);
    const row = page.locator('[data-testid=forum-row]').first();
    await row.waitFor({ timeout: 15_000 });
    expect(await row.locator('.pending-tag').textContent()).toBe('审核中');
    const postId = pendingId('post', '茅台');
    expect(moderate('approve', postId)).toContain(`${postId}: post`);
    await page.reload();
    await openForum(page);
    await row.waitFor({ timeout: 15_000 });
    expect(await row.locator('.pending-tag').count()).toBe(0);
    expect(await row.locator('.forum-row__title').textContent()).toBe(XSS_TITLE.replace('[微笑]', ''));
    expect(await row.locator('.forum-row__title img.emoji').getAttribute('alt')).toBe('[微笑]');
    expect(await row.locator('.forum-row__content img.emoji').count()).toBe(2);
    expect(await row.locator('.forum-row__media').count()).toBe(1);
    expect(await row.locator('img[src="x"], script').count()).toBe(0);
    await row.scrollIntoViewIfNeeded();
    await shot(page, 'community-forum');

    // Like and unlike in the list.
    const listLike = row.locator('[data-testid=like-button]');
    await listLike.click();
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-testid=forum-row] [data-testid=like-button]')
          ?.getAttribute('aria-pressed') === 'true',
    );
    expect(await listLike.textContent()).toBe('1');
    await listLike.click();
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-testid=forum-row] [data-testid=like-button]')
          ?.getAttribute('aria-pressed') === 'false',
    );
    expect(await listLike.textContent()).toBe('0');

    // Open the post.
    await row.click();
    await page.waitForURL(new RegExp(`/wap/viewDetail/sh/600519/${postId}\\.html$`));
    await page.locator('[data-testid=post-title]').waitFor();
    expect(await page.locator('[data-testid=post-title]').textContent()).toBe(
      XSS_TITLE.replace('[微笑]', ''),
    );
    expect(await page.locator('[data-testid=post-content]').textContent()).toBe(
      XSS_CONTENT.replace('[强]', ''),
    );
    await page.locator('[data-testid=post-media]').waitFor();
    await page.locator('[data-testid=no-comments]').waitFor();
    await shot(page, 'community-post-empty');

    // Comment to the author.
    await page.locator('[data-testid=reply-author]').click();
    await page.locator('[data-testid=reply-input]').fill(COMMENT);
    await page.locator('[data-testid=reply-send]').click();
    await toastText(page, '评论已提交，将在审核完毕后发布');
    await page.locator('[data-testid=reply-panel]').waitFor({ state: 'detached' });
    const mine = page.locator('[data-testid=comment]').first();
    await mine.waitFor();
    expect(await mine.locator('.pending-tag').textContent()).toBe('审核中');
    expect(await mine.locator('.comment__author').textContent()).toBe('（作者）');
    expect(await mine.locator('[data-testid=comment-reply]').count()).toBe(0);

    // Another user comments (through the API), both comments approved.
    const beforeB = smsSent(PHONE_B);
    const sentB = await postJson<{ token: string }>('/rjhy-sms/api/1/send', { phone: PHONE_B });
    const codeB = await smsCode(PHONE_B, beforeB);
    const loginB = await postJson<{ data: { token: string } }>('/rjhy-sms/api/1/login', {
      phone: PHONE_B,
      captcha: codeB,
      smsToken: sentB.token,
    });
    const sent = await postJson<{ code: number }>('/rjhy-circle/api/1/review/send', {
      token: loginB.data.token,
      newsId: postId,
      parentId: '',
      content: OTHER_COMMENT,
    });
    expect(sent.code).toBe(1);
    moderate('approve', pendingId('comment', COMMENT), pendingId('comment', OTHER_COMMENT));

    await page.reload();
    const other = page.locator('[data-testid=comment]', { hasText: OTHER_COMMENT });
    await other.waitFor({ timeout: 15_000 });
    expect(await other.locator('.comment__author').count()).toBe(0);
    await other.locator('[data-testid=comment-reply]').click();
    expect(await page.locator('[data-testid=reply-panel]').getAttribute('data-target')).toBe('comment');
    await page.locator('[data-testid=reply-input]').fill(REPLY);
    await page.locator('[data-testid=reply-emoji-toggle]').click();
    await page.locator('[data-testid=emoji-picker] button[aria-label="[疑问]"]').click();
    await shot(page, 'community-reply');
    await page.locator('[data-testid=reply-send]').click();
    await toastText(page, '评论已提交，将在审核完毕后发布');
    await page.locator('[data-testid=reply-panel]').waitFor({ state: 'detached' });
    const replyRow = page.locator('[data-testid=comment]', { hasText: REPLY });
    await replyRow.waitFor();
    expect(await replyRow.locator('.comment__quote').textContent()).toContain(OTHER_COMMENT);

    // Like and unlike the post.
    const postLike = page.locator('.post__bar [data-testid=like-button]');
    await postLike.click();
    await page.waitForFunction(
      () =>
        document.querySelector('.post__bar [data-testid=like-button]')?.getAttribute('aria-pressed') ===
        'true',
    );
    expect(await postLike.textContent()).toBe('1');
    await shot(page, 'community-post');
    await postLike.click();
    await page.waitForFunction(
      () =>
        document.querySelector('.post__bar [data-testid=like-button]')?.getAttribute('aria-pressed') ===
        'false',
    );
    expect(await postLike.textContent()).toBe('0');

    expect(await xssRan(page)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(phone.errors).toEqual([]);
  });

  test('the post page without a token goes to the login page and back', async () => {
    const page = await phone.open('/wap/sh/600519.html');
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${baseUrl()}/wap/viewDetail/sh/600519/1.html`);
    await page.waitForURL(/\/wap\/login\.html\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/viewDetail/sh/600519/1.html');
    expect(await page.locator('[data-testid=login-submit]').isDisabled()).toBe(true);
  });

  test('the send page without a token goes to the login page and, after the login, back to the composer', async () => {
    const page = await phone.open('/wap/sh/600519.html');
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${baseUrl()}/wap/send/sh/600519/send.html?type=dark`);
    await page.waitForURL(/\/wap\/login\.html\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/send/sh/600519/send.html?type=dark');
    expect(await page.locator('[data-testid=send-content]').count()).toBe(0);
    await logInWithToasts(page, PHONE_C);
    await page.waitForURL(/\/wap\/send\/sh\/600519\/send\.html\?type=dark$/, { timeout: 10_000 });
    await page.locator('[data-testid=send-content]').waitFor({ timeout: 10_000 });
    expect(phone.errors).toEqual([]);
  });

  test('a login whose redirect carries the /wap base returns to that page; its 立即下载 opens the download page', async () => {
    const page = await phone.open('/wap/sh/600519.html');
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${baseUrl()}/wap/login.html?redirect=${encodeURIComponent('/wap/sz/000001.html')}`);
    await page.locator('[data-testid=login-phone]').waitFor();
    expect(await page.locator('.login__agree a').getAttribute('href')).toBe('/wap/protocol/sz/000001/1.html');
    await logInWithToasts(page, PHONE_D);
    await page.waitForURL(/\/wap\/sz\/000001\.html$/, { timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe('/wap/sz/000001.html');
    // The stock page is there, and its footer's 立即下载 opens the environment's download page.
    const download = page.locator('[data-testid=download-footer] .download-footer__button');
    await download.waitFor({ timeout: 15_000 });
    expect(await download.getAttribute('href')).toBe('/download.html');
    await download.click();
    await page.waitForURL(/\/download\.html$/, { timeout: 10_000 });
    expect(await page.locator('h1').textContent()).toBe('下载APP');
    expect(phone.errors).toEqual([]);
  });
});
