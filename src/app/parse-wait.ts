/**
 * Waiting on the parser, for index.html's early script, which runs in the head: before the body
 * (and the root element) exists, and before the app's stylesheet link has been parsed.
 */

/** Calls `fn` once, when `ready()` holds: at once, or at the first DOM change after which it does. */
function whenParsed(doc: Document, ready: () => boolean, fn: () => void): void {
  if (ready()) return fn();
  const obs = new MutationObserver(() => {
    if (!ready()) return;
    obs.disconnect();
    fn();
  });
  obs.observe(doc.documentElement, { childList: true, subtree: true });
}

/**
 * Runs `fn` once the head has been parsed (the body has begun): links appended then come after the
 * head's own stylesheet, so a page's stylesheet still overrides the app's where both set one
 * property at one specificity.
 */
export function afterHead(win: Window, fn: () => void): void {
  const doc = win.document;
  whenParsed(doc, () => !!doc.body, fn);
}

/** Runs `fn` with the root element, as soon as the parser has made it (right after the head). */
export function withRoot(win: Window, fn: (root: HTMLElement) => void): void {
  const doc = win.document;
  whenParsed(
    doc,
    () => !!doc.getElementById('root'),
    () => fn(doc.getElementById('root')!),
  );
}
