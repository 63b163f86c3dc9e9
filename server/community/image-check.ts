/**
 * Structure check of an uploaded image: the first bytes only say what a file claims to be; this
 * walks the whole file as that format and refuses whatever does not parse, so a GIF/JS polyglot or
 * an HTML page behind JPEG magic bytes is never stored (docs/reliability.md).
 *
 * - PNG: every chunk's length and CRC, IHDR first with a valid depth/colour pair, no unknown critical
 *   chunk, PLTE where the colour type needs one, the IDAT stream inflated (bounded) to exactly the
 *   size the header announces (at most PNG_MAX_DECODED_BYTES) with a valid filter byte on every row,
 *   IEND last with nothing after it.
 * - GIF: logical screen, colour tables, every extension and image block with its sub-blocks, each
 *   frame inside the screen, LZW code size 2–8, the trailer as the very last byte.
 * - JPEG: every marker segment with its length, one frame header (SOF) before the first scan, scans
 *   whose entropy-coded data holds only stuffed bytes and restart markers, then EOI; after EOI further
 *   JPEGs (MPF) are walked too, and a trailer phones append is allowed (a JPEG cannot be a script).
 * - All: width and height 1…IMAGE_MAX_SIDE, at most IMAGE_MAX_PIXELS, at most IMAGE_MAX_FRAMES
 *   frames, and no HTML/script opening tag anywhere in the bytes (metadata is not a place for one).
 */
import zlib from 'node:zlib';

export type ImageKind = 'png' | 'jpg' | 'gif';

export const IMAGE_MAX_SIDE = 8192;
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_MAX_FRAMES = 300;
/**
 * Bound on a PNG's decoded (filtered) bytes, which the check inflates in memory: deflate packs up
 * to ~1000:1, so a 4 MB upload could otherwise ask for gigabytes. 64 MB holds a 4096×4096 RGBA or
 * a 20 M pixel RGB image, far above phone screenshots.
 */
export const PNG_MAX_DECODED_BYTES = 64 * 1024 * 1024;

export interface ImageInfo {
  kind: ImageKind;
  width: number;
  height: number;
  frames: number;
}

/** Why a file is refused (for logs and tests; the user sees the one upload message). */
export class ImageRefused extends Error {}

const refuse = (why: string): never => {
  throw new ImageRefused(why);
};

function checkSize(width: number, height: number): void {
  if (width < 1 || height < 1) refuse('zero dimension');
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE) refuse(`side over ${IMAGE_MAX_SIDE}`);
  if (width * height > IMAGE_MAX_PIXELS) refuse(`over ${IMAGE_MAX_PIXELS} pixels`);
}

const MARKUP = /<(?:script|html|body|iframe|svg|object|embed|meta|!doctype)[\s/>]/i;

/** The image's kind and size, or ImageRefused. `kind` is what the magic bytes claimed. */
export function checkImage(bytes: Buffer, kind: ImageKind): ImageInfo {
  const info = kind === 'png' ? checkPng(bytes) : kind === 'gif' ? checkGif(bytes) : checkJpeg(bytes);
  if (MARKUP.test(bytes.toString('latin1'))) refuse('markup inside the image');
  return info;
}

// ---------------------------------------------------------------- PNG

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Allowed bit depths per colour type. */
const PNG_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const KNOWN_CRITICAL = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND']);
/** Adam7 passes: x start, y start, x step, y step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
];

function checkPng(b: Buffer): ImageInfo {
  if (b.length < 8 || !b.subarray(0, 8).equals(PNG_SIGNATURE)) refuse('png signature');
  let pos = 8;
  let header: { width: number; height: number; depth: number; color: number; interlace: number } | null =
    null;
  let palette = false;
  let frames = 1;
  const idat: Buffer[] = [];
  let idatDone = false;
  let ended = false;
  while (pos < b.length) {
    if (pos + 12 > b.length) refuse('truncated chunk');
    const len = b.readUInt32BE(pos);
    const type = b.toString('latin1', pos + 4, pos + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) refuse('chunk type');
    if (len > 0x7fffffff || pos + 12 + len > b.length) refuse('chunk length');
    const data = b.subarray(pos + 8, pos + 8 + len);
    if (zlib.crc32(b.subarray(pos + 4, pos + 8 + len)) !== b.readUInt32BE(pos + 8 + len)) refuse('chunk crc');
    pos += 12 + len;
    if (!header && type !== 'IHDR') refuse('IHDR not first');
    if (type[0] === type[0].toUpperCase() && !KNOWN_CRITICAL.has(type)) refuse(`critical chunk ${type}`);
    if (idat.length > 0 && type !== 'IDAT') idatDone = true;
    switch (type) {
      case 'IHDR': {
        if (header || len !== 13) refuse('IHDR');
        const h = {
          width: data.readUInt32BE(0),
          height: data.readUInt32BE(4),
          depth: data[8],
          color: data[9],
          interlace: data[12],
        };
        if (!PNG_DEPTHS[h.color]?.includes(h.depth)) refuse('depth/colour');
        if (data[10] !== 0 || data[11] !== 0 || h.interlace > 1) refuse('IHDR methods');
        checkSize(h.width, h.height);
        header = h;
        break;
      }
      case 'PLTE':
        if (palette || len === 0 || len % 3 !== 0 || len > 768 || idat.length > 0) refuse('PLTE');
        palette = true;
        break;
      case 'IDAT':
        if (idatDone) refuse('IDAT not consecutive');
        idat.push(data);
        break;
      case 'acTL':
        if (len !== 8) refuse('acTL');
        frames = data.readUInt32BE(0);
        if (frames < 1 || frames > IMAGE_MAX_FRAMES) refuse('frame count');
        break;
      case 'IEND':
        if (len !== 0) refuse('IEND');
        ended = true;
        break;
      default:
        break;
    }
    if (ended) break;
  }
  if (!ended || pos !== b.length) refuse(ended ? 'bytes after IEND' : 'no IEND');
  if (!header) return refuse('no IHDR');
  if (header.color === 3 && !palette) refuse('palette image without PLTE');
  if (idat.length === 0) refuse('no IDAT');

  const bitsPerPixel = header.depth * PNG_CHANNELS[header.color];
  const rowBytes = (w: number) => Math.ceil((w * bitsPerPixel) / 8);
  // Rows of each pass (one pass when not interlaced): [width, height].
  const passes: [number, number][] =
    header.interlace === 0
      ? [[header.width, header.height]]
      : ADAM7.map(([x0, y0, dx, dy]) => [
          Math.ceil(Math.max(0, header.width - x0) / dx),
          Math.ceil(Math.max(0, header.height - y0) / dy),
        ]);
  const expected = passes.reduce((n, [w, h]) => (w > 0 && h > 0 ? n + h * (1 + rowBytes(w)) : n), 0);
  if (expected > PNG_MAX_DECODED_BYTES) refuse('decoded size over the bound');
  let raw: Buffer;
  try {
    raw = zlib.inflateSync(Buffer.concat(idat), { maxOutputLength: expected + 1 });
  } catch {
    return refuse('image data does not inflate to the announced size');
  }
  if (raw.length !== expected) refuse('image data size');
  let at = 0;
  for (const [w, h] of passes) {
    if (w === 0 || h === 0) continue;
    for (let y = 0; y < h; y++) {
      if (raw[at] > 4) refuse('row filter');
      at += 1 + rowBytes(w);
    }
  }
  return { kind: 'png', width: header.width, height: header.height, frames };
}

// ---------------------------------------------------------------- GIF

function checkGif(b: Buffer): ImageInfo {
  const head = b.toString('latin1', 0, 6);
  if (head !== 'GIF87a' && head !== 'GIF89a') refuse('gif signature');
  if (b.length < 14) refuse('truncated');
  const width = b.readUInt16LE(6);
  const height = b.readUInt16LE(8);
  checkSize(width, height);
  const packed = b[10];
  let pos = 13;
  if (packed & 0x80) pos += 3 * (1 << ((packed & 7) + 1));
  let frames = 0;
  const need = (n: number) => {
    if (pos + n > b.length) refuse('truncated');
  };
  const skipSubBlocks = () => {
    for (;;) {
      need(1);
      const size = b[pos++];
      if (size === 0) return;
      need(size);
      pos += size;
    }
  };
  for (;;) {
    need(1);
    const block = b[pos++];
    if (block === 0x3b) break;
    if (block === 0x21) {
      need(1);
      pos += 1; // label
      skipSubBlocks();
    } else if (block === 0x2c) {
      need(9);
      const left = b.readUInt16LE(pos);
      const top = b.readUInt16LE(pos + 2);
      const w = b.readUInt16LE(pos + 4);
      const h = b.readUInt16LE(pos + 6);
      const localPacked = b[pos + 8];
      pos += 9;
      if (w < 1 || h < 1 || left + w > width || top + h > height) refuse('frame outside the screen');
      if (localPacked & 0x80) {
        const size = 3 * (1 << ((localPacked & 7) + 1));
        need(size);
        pos += size;
      }
      need(1);
      const codeSize = b[pos++];
      if (codeSize < 2 || codeSize > 8) refuse('LZW code size');
      skipSubBlocks();
      frames += 1;
      if (frames > IMAGE_MAX_FRAMES) refuse('frame count');
    } else {
      refuse(`block 0x${block.toString(16)}`);
    }
  }
  if (pos !== b.length) refuse('bytes after the trailer');
  if (frames === 0) refuse('no frame');
  return { kind: 'gif', width, height, frames };
}

// ---------------------------------------------------------------- JPEG

const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** Walks one JPEG from `start`; returns its size and the offset just after its EOI. */
function walkJpeg(b: Buffer, start: number): { width: number; height: number; end: number } {
  if (b[start] !== 0xff || b[start + 1] !== 0xd8) refuse('jpeg SOI');
  let pos = start + 2;
  let size: { width: number; height: number } | null = null;
  let scans = 0;
  for (;;) {
    if (pos >= b.length) refuse('no EOI');
    if (b[pos] !== 0xff) refuse('marker expected');
    while (b[pos] === 0xff) pos++; // fill bytes
    if (pos >= b.length) refuse('no EOI');
    const m = b[pos++];
    if (m === 0xd9) break;
    if (m === 0xd8 || m === 0x00) refuse('misplaced marker');
    if ((m >= 0xd0 && m <= 0xd7) || m === 0x01) continue;
    if (pos + 2 > b.length) refuse('truncated segment');
    const len = b.readUInt16BE(pos);
    if (len < 2 || pos + len > b.length) refuse('segment length');
    const seg = b.subarray(pos + 2, pos + len);
    pos += len;
    if (isSof(m)) {
      if (size || seg.length < 6) refuse('SOF');
      const comps = seg[5];
      if (comps < 1 || comps > 4 || seg.length !== 6 + 3 * comps) refuse('SOF components');
      size = { height: seg.readUInt16BE(1), width: seg.readUInt16BE(3) };
      checkSize(size.width, size.height);
    } else if (m === 0xda) {
      if (!size) refuse('scan before frame header');
      const ns = seg[0];
      if (ns < 1 || ns > 4 || seg.length !== 4 + 2 * ns) refuse('SOS');
      scans += 1;
      // Entropy-coded data: 0xFF only as a stuffed FF00, a restart marker or the next marker.
      for (;;) {
        if (pos >= b.length) refuse('scan without end');
        if (b[pos] !== 0xff) {
          pos++;
          continue;
        }
        const next = b[pos + 1];
        if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
          pos += 2;
          continue;
        }
        break;
      }
    } else if (!(
      m === 0xc4 ||
      m === 0xdb ||
      m === 0xdd ||
      m === 0xcc ||
      (m >= 0xe0 && m <= 0xef) ||
      m === 0xfe
    )) {
      refuse(`marker 0x${m.toString(16)}`);
    }
  }
  if (!size) return refuse('no frame header');
  if (scans === 0) refuse('no scan');
  return { ...size, end: pos };
}

function checkJpeg(b: Buffer): ImageInfo {
  const first = walkJpeg(b, 0);
  let pos = first.end;
  let frames = 1;
  // Further images (MPF) are walked like the first. Whatever follows them is a trailer: phones
  // append some (Samsung's SEF block, motion-photo video). A JPEG cannot be a script (its first
  // bytes FF D8 are not JavaScript) and markup anywhere is refused by checkImage, so a trailer is
  // allowed.
  while (pos + 1 < b.length && b[pos] === 0xff && b[pos + 1] === 0xd8) {
    try {
      pos = walkJpeg(b, pos).end;
    } catch (err) {
      if (err instanceof ImageRefused) break;
      throw err;
    }
    frames += 1;
    if (frames > IMAGE_MAX_FRAMES) refuse('frame count');
  }
  return { kind: 'jpg', width: first.width, height: first.height, frames };
}
