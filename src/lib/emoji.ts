// §3 (entities and their fields) "Emoji: 100 text codes mapped to images by index". The one table lives in the shared contract
// (contract/community.ts) because the server counts text with it too; this module re-exports
// it for the app and adds the image of each index. Order must never change: stored posts carry the
// codes, and the index selects the picture.
import { EMOJI_CODES } from '../../contract/community';
import EMOJI_IMAGES from './emoji-images.json';

export { EMOJI_CODES };

/**
 * Twemoji code point of image i (emoji-images.json, read by the build too: rollup.config.mjs copies
 * exactly these SVGs from @twemoji/svg into dist/wap/emoji/).
 */
export const EMOJI_IMAGE_NAMES: readonly string[] = EMOJI_IMAGES;

/** Where the build puts the images (under the /wap/ base). */
export const EMOJI_IMAGE_BASE = '/wap/emoji/';

const INDEX = new Map<string, number>(EMOJI_CODES.map((c, i) => [c, i]));

/** Longest code length in UTF-16 units, bounding the look-ahead after '['. */
export const EMOJI_MAX_LENGTH = Math.max(...EMOJI_CODES.map((c) => c.length));

/** Index of an emoji code, or -1 when the text is not one of the 100 codes. */
export function emojiIndex(code: string): number {
  return INDEX.get(code) ?? -1;
}

/** Image URL of emoji i (only indices of the fixed table; anything else has no image). */
export function emojiImageUrl(index: number): string | null {
  const name = Number.isInteger(index) ? EMOJI_IMAGE_NAMES[index] : undefined;
  return name ? `${EMOJI_IMAGE_BASE}${name}.svg` : null;
}
