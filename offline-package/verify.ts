/** `npm run package:verify -- FILE.zip`: exit 0 when the package is intact, 1 with the reasons when not. */
import fs from 'node:fs';
import { verifyPackage } from './verify-package';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npm run package:verify -- FILE.zip');
    return 1;
  }
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (err) {
    console.error(`cannot read ${file}: ${(err as Error).message}`);
    return 1;
  }
  const result = await verifyPackage(bytes);
  if (!result.ok) {
    console.error(`REFUSED ${file}:`);
    for (const p of result.problems) console.error(`  - ${p}`);
    return 1;
  }
  const m = result.manifest!;
  console.log(
    `OK ${file}: ${m.id} ${m.version}, ${m.fileCount} files, ${m.totalSize} bytes, build ${m.buildId}`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`verify failed: ${String(err)}`);
    process.exit(1);
  },
);
