/**
 * The few DOM helpers of the views index.html's early script draws before the framework has run
 * (header, tabs, table: early-*.ts beside each component). Texts are set as text, never as HTML.
 */
export function el<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const e = doc.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

/** Num's markup (components/number/Num.tsx): the figure, toned by its trend. */
export function numEl(doc: Document, text: string, trend?: string, className?: string): HTMLElement {
  return el(
    doc,
    'span',
    `num-text${trend ? ` num-text--${trend}` : ''}${className ? ` ${className}` : ''}`,
    text,
  );
}

/** Appends children in order and returns the parent. */
export function append<T extends Node>(parent: T, ...children: ReadonlyArray<Node | null>): T {
  for (const c of children) if (c) parent.appendChild(c);
  return parent;
}
