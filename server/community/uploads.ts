/**
 * Uploaded images: the type is judged by the file's first bytes (never its name or the client's
 * content type) and then the whole file is walked as that format (./image-check.ts: a polyglot or an
 * HTML page behind image magic bytes is refused); the size is at most IMAGE_MAX_BYTES, and the file
 * is stored under the sha256 of its bytes, so the same image uploaded twice is stored once and no
 * client-chosen name reaches the disk. Written to a temporary name, fsynced, renamed, and the folder
 * fsynced: a crash leaves either the whole file or none under its final name.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_MAX_BYTES } from '../../contract/community';
import type { AuthUser } from './accounts';
import type { Clock } from './clock';
import { badInput } from './failure';
import { type ImageKind, ImageRefused, checkImage } from './image-check';
import { UPLOAD_NAME, mediaAddress } from './rules';
import { sql, type SqlDb } from './sql';

export type { ImageKind } from './image-check';

export const IMAGE_TYPE_MSG = '仅支持PNG、JPG或GIF格式的图片';
export const IMAGE_SIZE_MSG = '图片大小不能超过4M';

export const CONTENT_TYPES: Record<ImageKind, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
};

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= PNG.length && bytes.subarray(0, PNG.length).equals(PNG)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  return null;
}

const TMP_NAME = /^\..*\.tmp$/;

/** Makes a rename in `dir` durable (the directory entry itself reaches the disk). */
function syncDir(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

export const BUCKET_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

export class Uploads {
  readonly dir: string;

  constructor(
    private readonly db: SqlDb,
    private readonly clock: Clock,
    dataDir: string,
  ) {
    this.dir = path.join(dataDir, 'uploads');
    fs.mkdirSync(this.dir, { recursive: true });
    // Temporary files of writes a crash interrupted: never renamed, never referenced.
    for (const f of fs.readdirSync(this.dir))
      if (TMP_NAME.test(f)) fs.rmSync(path.join(this.dir, f), { force: true });
  }

  /** Checks and stores an image; returns its public address. */
  async store(
    bytes: Buffer,
    bucket: string,
    user: AuthUser,
  ): Promise<{ address: string; name: string; kind: ImageKind }> {
    if (!BUCKET_PATTERN.test(bucket)) throw badInput('bucket参数错误');
    if (bytes.length > IMAGE_MAX_BYTES) throw badInput(IMAGE_SIZE_MSG);
    const kind = sniffImage(bytes);
    if (!kind) throw badInput(IMAGE_TYPE_MSG);
    try {
      checkImage(bytes, kind);
    } catch (err) {
      if (err instanceof ImageRefused) throw badInput(IMAGE_TYPE_MSG);
      throw err;
    }
    const name = `${crypto.createHash('sha256').update(bytes).digest('hex')}.${kind}`;
    const file = path.join(this.dir, name);
    if (!fs.existsSync(file)) {
      // Write beside, flush, then rename: a reader never sees half a file under the final name.
      const tmp = path.join(this.dir, `.${name}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`);
      const fd = fs.openSync(tmp, 'w');
      try {
        fs.writeSync(fd, bytes);
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      fs.renameSync(tmp, file);
      syncDir(this.dir);
    }
    await this.db.run(
      sql`INSERT INTO uploads (name, kind, size, bucket, user_id, created_at)
          VALUES (${name}, ${kind}, ${bytes.length}, ${bucket}, ${user.id}, ${this.clock.now()})
          ON CONFLICT DO NOTHING`,
    );
    return { address: mediaAddress(name), name, kind };
  }

  /** Path and type of a stored image, or null for an unknown or malformed name. */
  async find(name: string): Promise<{ file: string; contentType: string; size: number } | null> {
    if (!UPLOAD_NAME.test(name)) return null;
    const row = await this.db.get<{ kind: ImageKind; size: number }>(
      sql`SELECT kind, size FROM uploads WHERE name = ${name}`,
    );
    if (!row) return null;
    const file = path.join(this.dir, name);
    if (!fs.existsSync(file)) return null;
    return { file, contentType: CONTENT_TYPES[row.kind], size: row.size };
  }
}
