/**
 * Every eslint-disable directive says why (issue 30 item 7): a reason after ` -- `, as ESLint's
 * own directive syntax allows, so a reader sees the cost of the exception where it is taken.
 */
const DIRECTIVE = /\/[/*]\s*eslint-disable(?:-next-line|-line)?\b(.*)$/;

/** The directive on this line without a reason, or null (no directive, or one with a reason). */
export function missingReason(line: string): string | null {
  const m = DIRECTIVE.exec(line);
  if (!m) return null;
  const reason = m[1]
    .split(' -- ')[1]
    ?.replace(/\*\/\s*$/, '')
    .trim();
  return reason ? null : m[0].trim();
}
