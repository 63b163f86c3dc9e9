import { DEFAULT_DOWNLOAD_PATH } from '../../src/config/environments';
import { useTestServer } from './harness';

describe('the app download page', () => {
  const srv = useTestServer();

  it('is served where the local environment links to it, outside the /wap/ bundle', async () => {
    const res = await fetch(srv.url(DEFAULT_DOWNLOAD_PATH));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<title>下载APP</title>');
    expect(html).toContain('href="/wap/"');
  });
});
