import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yauzl from 'yauzl';
import { BRIDGE_VERSION } from '../bridge/version';
import { MANIFEST_NAME, PACKAGE_ID, computeBuildId, sha256 } from './manifest';
import { collectFiles, createPackage, packFiles, packageFileName } from './package';
import { verifyPackage } from './verify-package';
import { readZip, writeZip } from './zip';

let tmp: string;
let dist: string;

function write(rel: string, content: string | Buffer): void {
  const abs = path.join(dist, rel);
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  fs.writeFileSync(abs, content);
}

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wapq-pack-'));
  dist = path.join(tmp, 'dist');
  write(
    'index.html',
    '<!doctype html><html><head><script src="/wap/assets/app.1a2b3c4d.js"></script></head></html>',
  );
  write('config.json', '{"env":"local"}');
  write('assets/app.1a2b3c4d.js', 'console.log("行情");\n'.repeat(200));
  write('assets/app.1a2b3c4d.js.map', '{"version":3}');
  write('assets/app.9f8e7d6c.css', 'body{color:#333}');
  write('images/logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 255]));
  write('.DS_Store', 'junk');
});

afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Where each entry's stored (compressed) bytes lie in the zip, from the central directory. */
function dataSpans(zip: Buffer): Promise<{ path: string; start: number; length: number }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: false }, (err, file) => {
      if (err || !file) return reject(err ?? new Error('yauzl opened no zip'));
      const spans: { path: string; start: number; length: number }[] = [];
      file.on('entry', (e: yauzl.Entry) => {
        const at = e.relativeOffsetOfLocalHeader;
        const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
        spans.push({ path: e.fileName, start, length: e.compressedSize });
      });
      file.on('end', () => resolve(spans));
      file.on('error', reject);
    });
  });
}

async function pack(outName = 'out') {
  return createPackage({ distDir: dist, outDir: path.join(tmp, outName), version: '1.4.2' });
}

describe('createPackage', () => {
  it('writes the zip and a manifest beside it that equals the one inside', async () => {
    const made = await pack();
    expect(path.basename(made.zipPath)).toBe(packageFileName('1.4.2'));
    const entries = await readZip(fs.readFileSync(made.zipPath));
    expect(entries[0].path).toBe(MANIFEST_NAME);
    expect(entries[0].data.equals(fs.readFileSync(made.manifestPath))).toBe(true);
    const m = made.manifest;
    expect(m.id).toBe(PACKAGE_ID);
    expect(m.version).toBe('1.4.2');
    expect(m.entry).toBe('index.html');
    expect(m.baseRoute).toBe('/wap/');
    expect(m.minBridgeVersion).toBe(BRIDGE_VERSION.split('.').slice(0, 2).join('.'));
    // Sorted, no dotfiles, no source maps.
    expect(m.files.map((f) => f.path)).toEqual([
      'assets/app.1a2b3c4d.js',
      'assets/app.9f8e7d6c.css',
      'config.json',
      'images/logo.png',
      'index.html',
    ]);
    const js = fs.readFileSync(path.join(dist, 'assets/app.1a2b3c4d.js'));
    expect(m.files[0]).toEqual({ path: 'assets/app.1a2b3c4d.js', size: js.length, sha256: sha256(js) });
    expect(m.totalSize).toBe(m.files.reduce((s, f) => s + f.size, 0));
    expect(m.fileCount).toBe(5);
    expect(m.buildId).toBe(computeBuildId(m.files));
    expect(entries.map((e) => e.path)).toEqual([MANIFEST_NAME, ...m.files.map((f) => f.path)]);
  });

  it('changes the build id when one byte of content changes', async () => {
    const first = (await pack('a')).manifest.buildId;
    write('assets/app.9f8e7d6c.css', 'body{color:#334}');
    expect((await pack('b')).manifest.buildId).not.toBe(first);
  });

  it('gives byte-identical zips for the same sources, whatever the file times', async () => {
    const a = fs.readFileSync((await pack('a')).zipPath);
    fs.utimesSync(path.join(dist, 'index.html'), new Date(2030, 5, 1), new Date(2030, 5, 1));
    const b = fs.readFileSync((await pack('b')).zipPath);
    expect(a.equals(b)).toBe(true);
  });

  it('refuses a folder without index.html', async () => {
    fs.rmSync(path.join(dist, 'index.html'));
    await expect(pack()).rejects.toThrow(/no index\.html/);
  });

  it('can keep source maps when asked', () => {
    const files = collectFiles(dist, { includeSourceMaps: true }).map((f) => f.path);
    expect(files).toContain('assets/app.1a2b3c4d.js.map');
  });
});

describe('verifyPackage', () => {
  it('passes a fresh package', async () => {
    const result = await verifyPackage(fs.readFileSync((await pack()).zipPath));
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.manifest?.fileCount).toBe(5);
  });

  it('refuses a package with one changed byte in any file', async () => {
    const zip = fs.readFileSync((await pack()).zipPath);
    const spans = await dataSpans(zip);
    expect(spans.map((s) => s.path)).toContain('index.html');
    for (const span of spans) {
      for (const at of [span.start, span.start + Math.floor(span.length / 2), span.start + span.length - 1]) {
        const bad = Buffer.from(zip);
        bad[at] ^= 0x01;
        const result = await verifyPackage(bad);
        expect({ path: span.path, at, ok: result.ok }).toEqual({ path: span.path, at, ok: false });
        expect(result.problems.length).toBeGreaterThan(0);
      }
    }
  });

  it('names the file whose content does not match the manifest', async () => {
    const files = collectFiles(dist);
    const { zip } = await packFiles(files, '1.4.2');
    const entries = await readZip(zip);
    const tampered = entries.map((e) =>
      e.path === 'config.json'
        ? { path: e.path, data: Buffer.from('{"env":"LOCAL"}') }
        : { path: e.path, data: e.data },
    );
    const result = await verifyPackage(await writeZip(tampered));
    expect(result.ok).toBe(false);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatch(/^config\.json: sha256 [0-9a-f]{64} does not match the manifest/);
  });

  it('refuses truncated packages', async () => {
    const zip = fs.readFileSync((await pack()).zipPath);
    for (const keep of [0, 10, Math.floor(zip.length / 2), zip.length - 1]) {
      const result = await verifyPackage(zip.subarray(0, keep));
      expect(result.ok).toBe(false);
      expect(result.problems[0]).toMatch(/truncated or corrupt/);
    }
  });

  it('refuses extra files, missing files and a missing manifest', async () => {
    const files = collectFiles(dist);
    const { zip } = await packFiles(files, '1.4.2');
    const entries = (await readZip(zip)).map((e) => ({ path: e.path, data: e.data }));

    const extra = await verifyPackage(
      await writeZip([...entries, { path: 'evil.js', data: Buffer.from('x') }]),
    );
    expect(extra.problems).toEqual(['evil.js: in the package but not in manifest.json']);

    const missing = await verifyPackage(await writeZip(entries.filter((e) => e.path !== 'images/logo.png')));
    expect(missing.problems).toEqual(['images/logo.png: missing from the package']);

    const noManifest = await verifyPackage(await writeZip(entries.filter((e) => e.path !== MANIFEST_NAME)));
    expect(noManifest.problems).toEqual(['manifest.json is missing']);
  });

  it('refuses a manifest whose file list was edited', async () => {
    const { zip, manifest } = await packFiles(collectFiles(dist), '1.4.2');
    const entries = (await readZip(zip)).map((e) => ({ path: e.path, data: e.data }));
    const edited = { ...manifest, buildId: 'f'.repeat(64) };
    entries[0] = { path: MANIFEST_NAME, data: Buffer.from(JSON.stringify(edited)) };
    const result = await verifyPackage(await writeZip(entries));
    expect(result.problems).toEqual(['buildId does not match the file list']);
    entries[0] = { path: MANIFEST_NAME, data: Buffer.from('{"format":1,') };
    expect((await verifyPackage(await writeZip(entries))).problems).toEqual([
      'manifest.json is not valid JSON',
    ]);
  });
});

describe('npm run package:verify', () => {
  const tsx = path.resolve(__dirname, '..', 'node_modules', '.bin', 'tsx');
  const cli = path.resolve(__dirname, 'verify.ts');

  it('exits 0 on an intact package and 1 with the reason on a truncated one', async () => {
    const made = await pack();
    const ok = spawnSync(tsx, [cli, made.zipPath], { encoding: 'utf8' });
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/^OK .*com\.wapquote\.h5 1\.4\.2, 5 files/);
    const cut = path.join(tmp, 'cut.zip');
    fs.writeFileSync(cut, fs.readFileSync(made.zipPath).subarray(0, 500));
    const bad = spawnSync(tsx, [cli, cut], { encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/REFUSED .*cut\.zip:\n {2}- not a readable zip \(truncated or corrupt\)/);
  });
});
