/** Small HTML builders for generated article bodies: text is always escaped; no scripts, no handlers. */

export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function p(text: string): string {
  return `<p>${esc(text)}</p>`;
}

/** A paragraph that starts with a bold lead. */
export function lead(bold: string, text: string): string {
  return `<p><strong>${esc(bold)}</strong>${esc(text)}</p>`;
}

export function table(head: string[], rows: string[][]): string {
  const th = head.map((h) => `<th>${esc(h)}</th>`).join('');
  const body = rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('');
  return `<table><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`;
}
