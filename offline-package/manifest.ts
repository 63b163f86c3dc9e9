/**
 * The offline package's manifest: what the host checks before it serves a package
 * (every file's size and sha256, the bridge version the bundle needs). Deterministic: no time
 * stamps, files sorted, fixed key order, so the same sources give the same bytes.
 */
import crypto from 'node:crypto';
import { BRIDGE_VERSION } from '../bridge/version';

export const PACKAGE_ID = 'com.wapquote.h5';
export const MANIFEST_NAME = 'manifest.json';
export const ENTRY = 'index.html';
export const BASE_ROUTE = '/wap/';
export const MANIFEST_FORMAT = 1;

export interface ManifestFile {
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: number;
  id: string;
  version: string;
  /** sha256 over every file's path and sha256: changes with any byte of the bundle. */
  buildId: string;
  entry: string;
  baseRoute: string;
  /** major.minor of the bridge the bundle was built with; older hosts must not load it. */
  minBridgeVersion: string;
  fileCount: number;
  totalSize: number;
  files: ManifestFile[];
}

export interface PackageFile {
  /** Path inside the package, '/'-separated, relative. */
  path: string;
  data: Buffer;
}

export function sha256(data: Buffer | string): string {
  return crypto.createHash('sha256').update(data).digest('hex');
}

/** Byte order of the UTF-8 paths: the same on every machine and locale. */
export function comparePaths(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

export function computeBuildId(files: readonly ManifestFile[]): string {
  const hash = crypto.createHash('sha256');
  for (const f of files) hash.update(`${f.path}\0${f.size}\0${f.sha256}\n`);
  return hash.digest('hex');
}

export function minBridgeVersion(version: string = BRIDGE_VERSION): string {
  const m = /^(\d+)\.(\d+)/.exec(version);
  if (!m) throw new Error(`bridge version is not semver: ${version}`);
  return `${m[1]}.${m[2]}`;
}

export function buildManifest(files: readonly PackageFile[], version: string): Manifest {
  const listed = files
    .map((f) => ({ path: f.path, size: f.data.length, sha256: sha256(f.data) }))
    .sort((a, b) => comparePaths(a.path, b.path));
  return {
    format: MANIFEST_FORMAT,
    id: PACKAGE_ID,
    version,
    buildId: computeBuildId(listed),
    entry: ENTRY,
    baseRoute: BASE_ROUTE,
    minBridgeVersion: minBridgeVersion(),
    fileCount: listed.length,
    totalSize: listed.reduce((sum, f) => sum + f.size, 0),
    files: listed,
  };
}

export function serializeManifest(manifest: Manifest): Buffer {
  return Buffer.from(JSON.stringify(manifest, null, 2) + '\n', 'utf8');
}

/** Parses manifest.json and checks its shape; throws an Error whose message says what is wrong. */
export function parseManifest(data: Buffer): Manifest {
  let value: unknown;
  try {
    value = JSON.parse(data.toString('utf8'));
  } catch {
    throw new Error(`${MANIFEST_NAME} is not valid JSON`);
  }
  const m = value as Partial<Manifest> | null;
  if (!m || typeof m !== 'object') throw new Error(`${MANIFEST_NAME} is not an object`);
  const need = (ok: boolean, what: string) => {
    if (!ok) throw new Error(`${MANIFEST_NAME}: ${what}`);
  };
  need(m.format === MANIFEST_FORMAT, `unsupported format ${String(m.format)}`);
  need(m.id === PACKAGE_ID, `package id is ${JSON.stringify(m.id)}, expected ${PACKAGE_ID}`);
  need(typeof m.version === 'string' && /^\d+\.\d+\.\d+/.test(m.version), 'version missing or not semver');
  need(typeof m.buildId === 'string' && /^[0-9a-f]{64}$/.test(m.buildId), 'buildId missing');
  need(typeof m.entry === 'string' && m.entry.length > 0, 'entry missing');
  need(m.baseRoute === BASE_ROUTE, `baseRoute must be ${BASE_ROUTE}`);
  need(
    typeof m.minBridgeVersion === 'string' && /^\d+\.\d+$/.test(m.minBridgeVersion),
    'minBridgeVersion missing',
  );
  need(Number.isInteger(m.totalSize) && Number.isInteger(m.fileCount), 'totalSize or fileCount missing');
  need(Array.isArray(m.files), 'files missing');
  for (const f of m.files ?? []) {
    need(
      !!f &&
        typeof f.path === 'string' &&
        Number.isInteger(f.size) &&
        typeof f.sha256 === 'string' &&
        /^[0-9a-f]{64}$/.test(f.sha256),
      `bad file record ${JSON.stringify(f)}`,
    );
  }
  return m as Manifest;
}
