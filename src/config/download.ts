/**
 * The app download page (§2 (screens and routes): the download footer and the common header's link "open an app download
 * page"). Every download link reads it here, so the target is one setting per environment: the
 * environment's `downloadUrl` (src/config/environments.ts, config.json `hosts.site` or
 * `overrides.downloadUrl`).
 */
import { DEFAULT_DOWNLOAD_PATH, type EnvConfig } from './environments';
import { getConfig } from './load';

/**
 * The configured download page, when it is an http(s) URL or a same-origin path; otherwise (empty,
 * another scheme, a protocol-relative URL) the site's own /download.html, so a bad config.json can
 * neither break the link nor run `javascript:`.
 */
export function appDownloadUrl(config: Pick<EnvConfig, 'downloadUrl'> = getConfig()): string {
  const url = config.downloadUrl.trim();
  if (/^https?:\/\/[^/]/i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')) return url;
  return DEFAULT_DOWNLOAD_PATH;
}
