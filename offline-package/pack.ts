/**
 * `npm run package`: builds the bundle (npm run build → dist/wap), then writes
 * offline-package/out/wap-quote-<version>.zip and offline-package/out/manifest.json.
 * Options: --no-build (pack dist/wap as it is), --dist DIR, --out DIR, --source-maps.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createPackage } from './package';

const ROOT = path.resolve(__dirname, '..');

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const distDir = path.resolve(option(args, '--dist') ?? path.join(ROOT, 'dist', 'wap'));
  const outDir = path.resolve(option(args, '--out') ?? path.join(ROOT, 'offline-package', 'out'));
  if (!args.includes('--no-build')) {
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    version: string;
  };
  const made = await createPackage({
    distDir,
    outDir,
    version,
    includeSourceMaps: args.includes('--source-maps'),
  });
  const m = made.manifest;
  console.log(
    [
      `offline package ${path.relative(process.cwd(), made.zipPath)}`,
      `  id ${m.id}  version ${m.version}  minBridgeVersion ${m.minBridgeVersion}`,
      `  build ${m.buildId}`,
      `  ${m.fileCount} files, ${m.totalSize} bytes unpacked, ${made.zipSize} bytes zipped`,
      `  manifest ${path.relative(process.cwd(), made.manifestPath)}`,
    ].join('\n'),
  );
}

main().catch((err: unknown) => {
  console.error(`package failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
