/** A bound on JSON nesting checked before JSON.parse (issue 32 row 3: deep frames and bodies). */

/**
 * Deepest bracket nesting in a JSON text, stopping as soon as it passes `limit` (brackets inside
 * strings do not count). Linear and allocation-free, so it is safe to run before JSON.parse.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* backslash */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > limit) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}
