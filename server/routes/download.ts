/**
 * The app download page of the local environment. Deployed environments link to the company's own
 * page (src/config/environments.ts downloadUrl: `hosts.site` + /download.html); the reference
 * server plays that site here, outside the /wap/ bundle, so the download links lead somewhere real.
 */
import type { FastifyInstance } from 'fastify';

export const DOWNLOAD_PAGE_PATH = '/download.html';

const PAGE = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>下载APP</title>
<link rel="icon" href="/wap/favicon.svg" type="image/svg+xml">
<style>
  body { margin: 0; font-family: -apple-system, "PingFang SC", "Noto Sans CJK SC", sans-serif; color: #222; background: #f6f6f6; }
  main { max-width: 420px; margin: 0 auto; padding: 48px 24px; text-align: center; }
  h1 { font-size: 24px; margin: 16px 0 8px; }
  p { color: #666; line-height: 1.6; }
  a { display: inline-block; margin-top: 24px; padding: 10px 28px; border-radius: 20px; background: #e94041; color: #fff; text-decoration: none; }
</style>
</head>
<body>
<main>
  <svg viewBox="0 0 32 32" width="64" height="64" aria-hidden="true"><rect width="32" height="32" rx="7" fill="#e94041"/><path d="M7 21l6-7 5 4 7-9" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg>
  <h1>下载APP</h1>
  <p>实时行情 · 专业资讯 · 股友交流</p>
  <p>本地参考环境：各部署环境的下载页由其 config.json 配置（hosts.site 或 overrides.downloadUrl）；测试用的 iOS 与 Android 宿主外壳由 npm run stubs 启动。</p>
  <a href="/wap/">返回行情</a>
</main>
</body>
</html>
`;

export function registerDownloadPage(app: FastifyInstance): void {
  app.get(DOWNLOAD_PAGE_PATH, async (_req, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(PAGE),
  );
}
