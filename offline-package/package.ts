/** Builds an offline package (zip + manifest) from a built bundle folder. */
import fs from 'node:fs';
import path from 'node:path';
import {
  ENTRY,
  MANIFEST_NAME,
  buildManifest,
  comparePaths,
  serializeManifest,
  type Manifest,
  type PackageFile,
} from './manifest';
import { sortFiles, writeZip } from './zip';

export interface CollectOptions {
  /** Source maps are for debugging, not for users' phones: left out unless asked for. */
  includeSourceMaps?: boolean;
}

/** Every file under dir (relative '/'-separated paths, sorted), without dotfiles and, by default, *.map. */
export function collectFiles(dir: string, opts: CollectOptions = {}): PackageFile[] {
  const out: PackageFile[] = [];
  const walk = (abs: string, rel: string) => {
    const names = fs.readdirSync(abs).sort(comparePaths);
    for (const name of names) {
      if (name.startsWith('.')) continue;
      const childAbs = path.join(abs, name);
      const childRel = rel ? `${rel}/${name}` : name;
      const stat = fs.statSync(childAbs);
      if (stat.isDirectory()) walk(childAbs, childRel);
      else if (stat.isFile()) {
        if (!opts.includeSourceMaps && name.endsWith('.map')) continue;
        if (childRel === MANIFEST_NAME) throw new Error(`${dir} already contains ${MANIFEST_NAME}`);
        out.push({ path: childRel, data: fs.readFileSync(childAbs) });
      }
    }
  };
  walk(dir, '');
  if (!out.some((f) => f.path === ENTRY)) {
    throw new Error(`${dir} has no ${ENTRY}: build the bundle first (npm run build)`);
  }
  return sortFiles(out);
}

export function packageFileName(version: string): string {
  return `wap-quote-${version}.zip`;
}

/** The zip bytes: manifest.json first, then the files in path order. */
export async function packFiles(
  files: readonly PackageFile[],
  version: string,
): Promise<{ zip: Buffer; manifest: Manifest; manifestJson: Buffer }> {
  const manifest = buildManifest(files, version);
  const manifestJson = serializeManifest(manifest);
  const zip = await writeZip([{ path: MANIFEST_NAME, data: manifestJson }, ...sortFiles(files)]);
  return { zip, manifest, manifestJson };
}

export interface CreatePackageOptions extends CollectOptions {
  distDir: string;
  outDir: string;
  version: string;
}

export interface CreatedPackage {
  zipPath: string;
  manifestPath: string;
  manifest: Manifest;
  zipSize: number;
}

/** Writes <outDir>/wap-quote-<version>.zip and <outDir>/manifest.json (the same manifest as inside). */
export async function createPackage(opts: CreatePackageOptions): Promise<CreatedPackage> {
  const files = collectFiles(opts.distDir, opts);
  const { zip, manifest, manifestJson } = await packFiles(files, opts.version);
  fs.mkdirSync(opts.outDir, { recursive: true });
  const zipPath = path.join(opts.outDir, packageFileName(opts.version));
  const manifestPath = path.join(opts.outDir, MANIFEST_NAME);
  fs.writeFileSync(zipPath, zip);
  fs.writeFileSync(manifestPath, manifestJson);
  return { zipPath, manifestPath, manifest, zipSize: zip.length };
}
