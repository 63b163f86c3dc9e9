/**
 * Version of the page ⇄ host message contract (docs/bridge.md). Semver: a new method or event is a
 * minor bump (older hosts simply lack it and the page falls back); a change to the message format
 * or to an existing method's params/result is a major bump (a host of another major is ignored).
 * The offline package's manifest carries major.minor as `minBridgeVersion`.
 */
export const BRIDGE_VERSION = '1.4.0';

/** Major number of a semver string, or NaN when it is not one. */
export function majorOf(version: string): number {
  const m = /^(\d+)\.\d+(?:\.\d+)?/.exec(version);
  return m ? Number(m[1]) : NaN;
}
