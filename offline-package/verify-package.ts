/**
 * Checks an offline package the way a host must before serving it: a complete zip, a valid
 * manifest, exactly the listed files, each with its size and sha256, and a matching build id.
 */
import { MANIFEST_NAME, computeBuildId, parseManifest, sha256, type Manifest } from './manifest';
import { readZip } from './zip';

export interface VerifyResult {
  ok: boolean;
  /** Human-readable reasons the package is refused; empty when ok. */
  problems: string[];
  manifest?: Manifest;
}

export async function verifyPackage(zipBytes: Buffer): Promise<VerifyResult> {
  let entries;
  try {
    entries = await readZip(zipBytes);
  } catch (err) {
    return { ok: false, problems: [(err as Error).message] };
  }
  const manifestEntry = entries.find((e) => e.path === MANIFEST_NAME);
  if (!manifestEntry) return { ok: false, problems: [`${MANIFEST_NAME} is missing`] };
  let manifest: Manifest;
  try {
    manifest = parseManifest(manifestEntry.data);
  } catch (err) {
    return { ok: false, problems: [(err as Error).message] };
  }

  const problems: string[] = [];
  const byPath = new Map(entries.filter((e) => e.path !== MANIFEST_NAME).map((e) => [e.path, e]));
  const listed = new Set<string>();
  let total = 0;
  for (const f of manifest.files) {
    if (listed.has(f.path)) problems.push(`${f.path}: listed twice in ${MANIFEST_NAME}`);
    listed.add(f.path);
    total += f.size;
    const entry = byPath.get(f.path);
    if (!entry) {
      problems.push(`${f.path}: missing from the package`);
      continue;
    }
    if (entry.data.length !== f.size || entry.declaredSize !== f.size) {
      problems.push(`${f.path}: size ${entry.data.length}, manifest says ${f.size}`);
      continue;
    }
    const actual = sha256(entry.data);
    if (actual !== f.sha256)
      problems.push(`${f.path}: sha256 ${actual} does not match the manifest (${f.sha256})`);
  }
  for (const p of byPath.keys())
    if (!listed.has(p)) problems.push(`${p}: in the package but not in ${MANIFEST_NAME}`);
  if (!listed.has(manifest.entry)) problems.push(`entry ${manifest.entry} is not in the package`);
  if (total !== manifest.totalSize)
    problems.push(`totalSize ${manifest.totalSize} but the files add up to ${total}`);
  if (manifest.files.length !== manifest.fileCount) {
    problems.push(`fileCount ${manifest.fileCount} but ${manifest.files.length} files are listed`);
  }
  if (computeBuildId(manifest.files) !== manifest.buildId)
    problems.push('buildId does not match the file list');
  return { ok: problems.length === 0, problems, manifest };
}
