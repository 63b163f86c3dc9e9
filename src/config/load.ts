/**
 * Picks the environment at run time from config.json beside index.html, so one offline package
 * can point at local, dev, test, preview or production.
 *
 * config.json: { "env": "local" }  or
 *              { "env": "test", "hosts": { "quote": "...", "gateway": "...", "passport": "...", "info": "...",
 *                                          "site": "..." },
 *                "overrides": { ...any EnvConfig field... } }
 * Missing or unreadable config.json → local (same origin).
 */
import {
  gatewayEnvironment,
  localEnvironment,
  type EnvConfig,
  type EnvName,
  type GatewayHosts,
} from './environments';

export interface ConfigFile {
  env?: EnvName;
  hosts?: GatewayHosts;
  overrides?: Partial<EnvConfig>;
}

const ENV_NAMES: readonly EnvName[] = ['local', 'dev', 'test', 'preview', 'production'];

export function resolveConfig(file: ConfigFile | null | undefined): EnvConfig {
  const env = file?.env && ENV_NAMES.includes(file.env) ? file.env : 'local';
  const base =
    env === 'local' || !file?.hosts ? { ...localEnvironment(), env } : gatewayEnvironment(env, file.hosts);
  return { ...base, ...(file?.overrides ?? {}), env };
}

let current: EnvConfig = localEnvironment();

export function getConfig(): EnvConfig {
  return current;
}

export function setConfig(cfg: EnvConfig): void {
  current = cfg;
}

/**
 * The request index.html's inline script starts for config.json while the app's code still
 * downloads (`window.__wapConfig`): boot then finds the config arrived or nearly, instead of asking
 * only after the bundle has run. Taken once, and only for the same URL.
 */
interface EarlyConfig {
  url: string;
  response: Promise<Response>;
}

export function takeEarlyConfig(
  url: string,
  holder: { __wapConfig?: EarlyConfig } = globalThis as { __wapConfig?: EarlyConfig },
): Promise<Response> | null {
  const early = holder.__wapConfig;
  if (!early || early.url !== url || typeof early.response?.then !== 'function') return null;
  delete holder.__wapConfig;
  return early.response;
}

/** Reads config.json relative to the document's base (/wap/). */
export async function loadConfig(baseUrl: string): Promise<EnvConfig> {
  let file: ConfigFile | null = null;
  try {
    const url = `${baseUrl}config.json`;
    const res = await (takeEarlyConfig(url) ?? fetch(url, { cache: 'no-cache' }));
    if (res.ok) file = (await res.json()) as ConfigFile;
  } catch {
    file = null; // offline or absent: same-origin local
  }
  current = resolveConfig(file);
  return current;
}
