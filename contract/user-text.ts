/**
 * Issue 32 row 9: text a user wrote (post titles and bodies, comments, replies, nicknames, 自选
 * group names) is shown, never obeyed. A bidi override such as U+202E would make
 * `目标价 \u202E0001\u202C 元` read 目标价 1000 元; a zero-width or C0/C1 control hides text or
 * breaks a line where the reader cannot see it. Each such character is replaced by a visible
 * marker naming it (⟨U+202E⟩), so the reader sees what was written and the browser lays out
 * nothing it says. The server applies this on write (server/community/rules.ts), the app again when
 * it draws user text (older rows; a backend that does not), and the moderation list before it
 * prints: one rule, idempotent (a marker holds no control character). docs/security.md row 9.
 *
 * Written as explicit ranges, not \p{Cf}: the bundle targets Chrome 61, which has no property escapes.
 */

/** What replaces one control character: visible, and inert to the bidi algorithm. */
export function controlMarker(codePoint: number): string {
  return `⟨U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}⟩`;
}

const ZWJ = 0x200d;

/**
 * Characters shown as a marker: C0 controls but line feed and tab (tab is turned into a space
 * first), DEL and the C1 controls; the bidi embeddings, overrides and isolates (202A–202E,
 * 2066–2069), the marks (200E, 200F, 061C); zero-width space, joiners and the BOM (200B–200D,
 * FEFF), word joiner and invisible operators (2060–2064), the deprecated format characters
 * (206A–206F), the line and paragraph separators (2028, 2029), soft hyphen (00AD), Mongolian vowel
 * separator (180E), interlinear annotation (FFF9–FFFB) and the tag characters (E0000–E007F).
 */
const HIDDEN =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u2028-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]|\uDB40[\uDC00-\uDC7F]/g;

/** Emoji, roughly: the pictographic blocks and VS16 a ZWJ sequence (👨‍👩‍👧) joins. */
function isPictograph(cp: number): boolean {
  return (cp >= 0x2600 && cp <= 0x27bf) || cp === 0xfe0f || (cp >= 0x1f000 && cp <= 0x1faff);
}

/** The code point that ends just before `index` (a surrogate pair read whole). */
function codePointBefore(text: string, index: number): number {
  const low = text.charCodeAt(index - 1);
  if (low >= 0xdc00 && low <= 0xdfff && index >= 2) return text.codePointAt(index - 2) ?? 0;
  return low;
}

/**
 * The text with line breaks normalised (CR LF and CR → LF; a form post sends CR LF), tabs as
 * spaces, and every hidden or layout-steering character replaced by its marker. A zero-width
 * joiner between two emoji is kept: it only joins them into one picture.
 */
export function showControls(text: string): string {
  const flat = text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ');
  return flat.replace(HIDDEN, (ch: string, offset: number) => {
    const cp = ch.codePointAt(0) ?? 0;
    const joinsEmoji =
      cp === ZWJ &&
      isPictograph(codePointBefore(flat, offset)) &&
      isPictograph(flat.codePointAt(offset + 1) ?? 0);
    if (joinsEmoji) return ch;
    return controlMarker(cp);
  });
}
