/** Inserts `piece` into `text` at a caret position (clamped); answers the new text and caret. */
export function insertAt(text: string, at: number, piece: string): { text: string; caret: number } {
  const i = Math.max(0, Math.min(text.length, at));
  return { text: text.slice(0, i) + piece + text.slice(i), caret: i + piece.length };
}
