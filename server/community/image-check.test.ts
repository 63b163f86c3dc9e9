import zlib from 'node:zlib';
import {
  gifImage,
  gifJsPolyglot,
  gifWithScriptTail,
  htmlBehindJpegMagic,
  jpegImage,
  jpegWithHtmlComment,
  pngImage,
} from '../../tests/fixtures/images';
import { IMAGE_MAX_FRAMES, ImageRefused, type ImageKind, checkImage } from './image-check';

const refused = (bytes: Buffer, kind: ImageKind) => () => checkImage(bytes, kind);

/** The PNG with its IHDR saying another size (CRC kept valid). */
function claimsSize(png: Buffer, width: number, height: number): Buffer {
  const b = Buffer.from(png);
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  b.writeUInt32BE(zlib.crc32(b.subarray(12, 29)), 29);
  return b;
}

describe('checkImage accepts real images', () => {
  it.each([
    ['png 4×3', pngImage(), 'png', { width: 4, height: 3, frames: 1 }],
    [
      'png 300×200 padded',
      pngImage({ width: 300, height: 200, totalBytes: 400_000 }),
      'png',
      { width: 300, height: 200, frames: 1 },
    ],
    ['jpeg 8×8', jpegImage(), 'jpg', { width: 8, height: 8, frames: 1 }],
    ['jpeg 33×17', jpegImage({ width: 33, height: 17 }), 'jpg', { width: 33, height: 17, frames: 1 }],
    [
      'jpeg + appended MPF jpeg',
      Buffer.concat([jpegImage(), jpegImage()]),
      'jpg',
      { width: 8, height: 8, frames: 2 },
    ],
    [
      'jpeg + a phone trailer',
      Buffer.concat([jpegImage(), Buffer.from('\0\0\0\x18ftypmp42 motion photo SEFT', 'latin1')]),
      'jpg',
      { width: 8, height: 8, frames: 1 },
    ],
    ['gif one frame', gifImage(), 'gif', { width: 4, height: 4, frames: 1 }],
    ['gif 12 frames', gifImage({ frames: 12 }), 'gif', { width: 4, height: 4, frames: 12 }],
  ] as const)('%s', (_name, bytes, kind, info) => {
    expect(checkImage(bytes, kind)).toEqual({ kind, ...info });
  });
});

describe('checkImage refuses what does not parse', () => {
  const png = pngImage();
  const badCrc = Buffer.from(png);
  badCrc[30] ^= 1;
  const idatShort = (() => {
    // IDAT that inflates to fewer bytes than the header announces.
    const b = pngImage({ width: 4, height: 3 });
    const ihdr = b.subarray(16, 29);
    ihdr.writeUInt32BE(5, 4); // say 5 rows, data has 3
    const crc = zlib.crc32(b.subarray(12, 29));
    b.writeUInt32BE(crc, 29);
    return b;
  })();
  it.each([
    ['GIF/JS polyglot', gifJsPolyglot(), 'gif'],
    ['GIF with script after the trailer', gifWithScriptTail(), 'gif'],
    ['GIF without trailer', gifImage().subarray(0, -1), 'gif'],
    ['GIF with too many frames', gifImage({ frames: IMAGE_MAX_FRAMES + 1 }), 'gif'],
    ['GIF 0×0', gifImage({ width: 0, height: 0 }), 'gif'],
    ['HTML behind JPEG magic', htmlBehindJpegMagic(), 'jpg'],
    ['JPEG with HTML in a comment', jpegWithHtmlComment(), 'jpg'],
    ['JPEG then HTML', Buffer.concat([jpegImage(), Buffer.from('<html>hi</html>')]), 'jpg'],
    ['JPEG truncated', jpegImage().subarray(0, 40), 'jpg'],
    ['JPEG 20000 wide', jpegImage({ width: 20000, height: 8 }), 'jpg'],
    ['PNG magic then zeros', Buffer.concat([png.subarray(0, 8), Buffer.alloc(100)]), 'png'],
    ['PNG bad CRC', badCrc, 'png'],
    ['PNG data shorter than the header says', idatShort, 'png'],
    ['PNG then script', Buffer.concat([png, Buffer.from('alert(1)')]), 'png'],
    ['PNG truncated', png.subarray(0, png.length - 5), 'png'],
    ['PNG 9000×10', pngImage({ width: 9000, height: 10 }), 'png'],
    [
      'PNG whose header announces over 64 MB of pixels (5000×5000 RGB)',
      claimsSize(pngImage(), 5000, 5000),
      'png',
    ],
  ] as const)('%s', (_name, bytes, kind) => {
    expect(refused(bytes, kind)).toThrow(ImageRefused);
  });
});
