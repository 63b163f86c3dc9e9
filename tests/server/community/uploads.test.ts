/** Image upload (§7 (the calls it makes) file upload): magic-byte types, the 4 MB limit, content-hash names, nosniff. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CommunityCode, CommunityPaths, IMAGE_MAX_BYTES } from '../../../contract/community';
import {
  gifImage,
  gifJsPolyglot,
  gifWithScriptTail,
  htmlBehindJpegMagic,
  jpegImage,
  jpegWithHtmlComment,
  pngImage,
} from '../../fixtures/images';
import {
  type Body,
  login,
  publish,
  STORES,
  useCommunityClock,
  useCommunityServer,
  useSmsInbox,
} from './helpers';

// Building the whole server (simulator included) takes seconds on a busy machine.
jest.setTimeout(120_000);

/** A real PNG of exactly `size` bytes whose pixels depend on `seed`. */
const image = (size: number, seed = 7) => pngImage({ seed, totalBytes: size });

describe.each(STORES)('image upload (%s)', (store) => {
  const srv = useCommunityServer(store);
  const clock = useCommunityClock();
  const inbox = useSmsInbox();
  let token = '';
  beforeAll(async () => {
    token = (await login(srv, inbox, clock)).token;
  });

  const upload = async (
    bytes: Buffer,
    filename: string,
    type: string,
    extra: Record<string, string> = { bucket: 'stock-bar' },
  ): Promise<{ status: number; body: Body }> => {
    const form = new FormData();
    form.append('token', token);
    for (const [k, v] of Object.entries(extra)) form.append(k, v);
    form.append('attachment', new Blob([new Uint8Array(bytes)], { type }), filename);
    const res = await fetch(srv.url(CommunityPaths.upload), { method: 'POST', body: form });
    return { status: res.status, body: await res.json() };
  };
  const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

  it('accepts exactly 4 MB and refuses 4 MB + 1 byte', async () => {
    const max = image(IMAGE_MAX_BYTES, 1);
    const ok = await upload(max, 'big.png', 'image/png');
    expect(ok.body).toEqual({
      code: 1,
      msg: '上传成功',
      data: { address: `/rjhy-file/api/1/file/${sha(max)}.png` },
    });
    const tooBig = await upload(image(IMAGE_MAX_BYTES + 1, 2), 'big.png', 'image/png');
    expect(tooBig.body).toEqual({ code: CommunityCode.BadInput, msg: '图片大小不能超过4M' });
    const stored = fs.readdirSync(path.join(srv.settings.dataDir, 'uploads'));
    expect(stored).toEqual([`${sha(max)}.png`]);
  });

  it('judges the type by content: a PNG named .gif is a PNG, JPG and GIF are accepted', async () => {
    const png = image(300, 3);
    const res = await upload(png, 'photo.gif', 'image/gif');
    expect(res.body.data.address).toBe(`/rjhy-file/api/1/file/${sha(png)}.png`);
    const jpg = jpegImage();
    expect((await upload(jpg, 'x.bin', 'application/octet-stream')).body.data.address).toMatch(/\.jpg$/);
    for (const magic of ['GIF87a', 'GIF89a']) {
      const gif = gifImage({ frames: 2 });
      gif.write(magic, 0, 'latin1');
      expect((await upload(gif, 'x.png', 'image/png')).body.data.address).toMatch(/\.gif$/);
    }
  });

  it('refuses a script named .png and other non-images', async () => {
    const refused = { code: CommunityCode.BadInput, msg: '仅支持PNG、JPG或GIF格式的图片' };
    expect((await upload(Buffer.from('<script>alert(1)</script>'), 'evil.png', 'image/png')).body).toEqual(
      refused,
    );
    expect((await upload(Buffer.from('<svg onload=alert(1)></svg>'), 'a.svg', 'image/svg+xml')).body).toEqual(
      refused,
    );
    expect((await upload(Buffer.from([0x89, 0x50, 0x4e]), 'short.png', 'image/png')).body).toEqual(refused);
    expect((await upload(Buffer.alloc(0), 'empty.png', 'image/png')).body).toEqual({
      code: CommunityCode.BadInput,
      msg: '请选择图片',
    });
  });

  it('refuses files that start with image bytes but are not images (polyglots, HTML)', async () => {
    const refused = { code: CommunityCode.BadInput, msg: '仅支持PNG、JPG或GIF格式的图片' };
    const before = fs.readdirSync(path.join(srv.settings.dataDir, 'uploads')).sort();
    for (const [name, bytes] of [
      ['gif-js.gif', gifJsPolyglot()],
      ['gif-tail.gif', gifWithScriptTail()],
      ['page.jpg', htmlBehindJpegMagic()],
      ['comment.jpg', jpegWithHtmlComment()],
      ['png-tail.png', Buffer.concat([pngImage(), Buffer.from('<html><script>alert(1)</script>')])],
      ['huge.gif', gifImage({ width: 9000, height: 9000 })],
      ['frames.gif', gifImage({ frames: 301 })],
    ] as const) {
      expect([name, (await upload(bytes, name, 'image/gif')).body]).toEqual([name, refused]);
    }
    // Nothing of them reached the disk.
    expect(fs.readdirSync(path.join(srv.settings.dataDir, 'uploads')).sort()).toEqual(before);
  });

  it('needs a bucket and the attachment field', async () => {
    const png = image(400);
    expect((await upload(png, 'a.png', 'image/png', {})).body).toEqual({
      code: CommunityCode.BadInput,
      msg: '缺少参数bucket',
    });
    expect((await upload(png, 'a.png', 'image/png', { bucket: '../x' })).body.code).toBe(
      CommunityCode.BadInput,
    );
    const form = new FormData();
    form.append('token', token);
    form.append('bucket', 'stock-bar');
    form.append('file', new Blob([png]), 'a.png');
    const res = await fetch(srv.url(CommunityPaths.upload), { method: 'POST', body: form });
    expect(await res.json()).toEqual({ code: CommunityCode.BadInput, msg: '请在attachment字段上传一张图片' });
  });

  it('serves an image back with its sniffed type and nosniff, and 404 for anything else', async () => {
    const png = image(500, 9);
    const { address } = (await upload(png, 'renamed.gif', 'image/gif')).body.data;
    const res = await fetch(srv.url(address));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    for (const name of [
      `${'0'.repeat(64)}.png`,
      '..%2F..%2Fcommunity.db',
      'community.db',
      `${sha(png)}.gif`,
    ]) {
      const r = await fetch(srv.url(`${CommunityPaths.uploadedFile}/${name}`));
      expect(r.status).toBe(404);
    }
  });

  it('puts an uploaded image into a post and lists it as the first media', async () => {
    const png = image(456, 4);
    const { address } = (await upload(png, 'a.png', 'image/png')).body.data;
    const res = await publish(srv, token, { symbol: '000001', market: 'sz', medias: [{ address }] });
    expect(res.code).toBe(1);
    const absolute = await publish(srv, token, {
      symbol: '000001',
      market: 'sz',
      medias: [{ address: `http://gateway.example.com${address}` }],
    });
    expect(absolute.code).toBe(1);
    const list = await fetch(
      srv.url(`${CommunityPaths.stockBarList}?market=sz&symbol=000001&pageNo=1&pageSize=20&token=${token}`),
    );
    const posts = (await list.json()).data;
    expect(posts.map((p: Body) => p.medias)).toEqual([[{ address }], [{ address }]]);
  });
});
