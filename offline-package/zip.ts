/**
 * Deterministic zip writing (yazl) and whole-archive reading (yauzl).
 * Same entries in → same bytes out: entries sorted, one fixed DOS timestamp and mode, fixed
 * compression level, no extra fields (no Info-ZIP time stamp), no comments.
 */
import yauzl from 'yauzl';
import yazl from 'yazl';
import { comparePaths, type PackageFile } from './manifest';

/**
 * 1980-01-01 00:00 as a *local* date: DOS time stamps are written in local time, so a local
 * date gives the same stored fields in every time zone.
 */
export const FIXED_MTIME = new Date(1980, 0, 1, 0, 0, 0);
const FILE_MODE = 0o100644;
const COMPRESSION_LEVEL = 9;

/** Writes the entries in the given order (callers put manifest.json first, then sorted files). */
export function writeZip(entries: readonly PackageFile[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const seen = new Set<string>();
  for (const e of entries) {
    if (seen.has(e.path)) throw new Error(`duplicate zip entry ${e.path}`);
    seen.add(e.path);
    zip.addBuffer(e.data, e.path, {
      mtime: FIXED_MTIME,
      mode: FILE_MODE,
      compress: true,
      compressionLevel: COMPRESSION_LEVEL,
      forceDosTimestamp: true,
      forceZip64Format: false,
    });
  }
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.end({ forceZip64Format: false, comment: '' });
  });
}

/** Sorted files: the order packages are written in. */
export function sortFiles(files: readonly PackageFile[]): PackageFile[] {
  return [...files].sort((a, b) => comparePaths(a.path, b.path));
}

export interface ZipEntryData {
  path: string;
  data: Buffer;
  /** Size recorded in the central directory. */
  declaredSize: number;
}

/**
 * Reads every entry of a zip held in memory. Rejects with a readable message when the archive is
 * truncated, corrupt, or has unsafe or duplicate names.
 */
export function readZip(buffer: Buffer): Promise<ZipEntryData[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      buffer,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: true },
      (err, zip) => {
        if (err || !zip) {
          reject(new Error(`not a readable zip (truncated or corrupt): ${err?.message ?? 'unknown error'}`));
          return;
        }
        const out: ZipEntryData[] = [];
        const names = new Set<string>();
        const fail = (e: Error) => {
          zip.close();
          reject(e);
        };
        zip.on('error', (e: Error) => fail(new Error(`corrupt zip: ${e.message}`)));
        zip.on('end', () => resolve(out));
        zip.on('entry', (entry: yauzl.Entry) => {
          if (names.has(entry.fileName)) return fail(new Error(`duplicate entry ${entry.fileName}`));
          names.add(entry.fileName);
          if (entry.fileName.endsWith('/')) {
            zip.readEntry();
            return;
          }
          zip.openReadStream(entry, (openErr, stream) => {
            if (openErr || !stream)
              return fail(new Error(`cannot read ${entry.fileName}: ${openErr?.message}`));
            const chunks: Buffer[] = [];
            stream.on('data', (c: Buffer) => chunks.push(c));
            stream.on('error', (e: Error) => fail(new Error(`cannot read ${entry.fileName}: ${e.message}`)));
            stream.on('end', () => {
              out.push({
                path: entry.fileName,
                data: Buffer.concat(chunks),
                declaredSize: entry.uncompressedSize,
              });
              zip.readEntry();
            });
          });
        });
        zip.readEntry();
      },
    );
  });
}
