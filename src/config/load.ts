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

/** Reads config.json relative to the document's base (/wap/). */
export async function loadConfig(baseUrl: string): Promise<EnvConfig> {
  let file: ConfigFile | null = null;
  try {
    const res = await fetch(`${baseUrl}config.json`, { cache: 'no-cache' });
    if (res.ok) file = (await res.json()) as ConfigFile;
  } catch {
    file = null; // offline or absent: same-origin local
  }
  current = resolveConfig(file);
  return current;
}
