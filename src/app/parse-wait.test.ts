/** @jest-environment jsdom */
import { afterHead, withRoot } from './parse-wait';

/** A document whose parser is still in the head: html with a head, no body yet. */
function parsing() {
  const html = document.implementation.createHTMLDocument('');
  html.documentElement.removeChild(html.body);
  return { doc: html, win: { document: html } as unknown as Window };
}

describe('afterHead (links after the head’s own stylesheet)', () => {
  it('runs at once when the body has begun', () => {
    let ran = 0;
    afterHead(window, () => (ran += 1));
    expect(ran).toBe(1);
  });

  it('waits for the body while the head is still being parsed, and runs once', async () => {
    const { doc, win } = parsing();
    let ran = 0;
    afterHead(win, () => (ran += 1));
    doc.head.appendChild(doc.createElement('link'));
    await Promise.resolve();
    expect(ran).toBe(0);
    doc.documentElement.appendChild(doc.createElement('body'));
    await Promise.resolve();
    expect(ran).toBe(1);
    doc.body.appendChild(doc.createElement('div'));
    await Promise.resolve();
    expect(ran).toBe(1);
  });
});

describe('withRoot (the root made right after the head)', () => {
  it('runs at once when the root is there', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const seen: HTMLElement[] = [];
    withRoot(window, (r) => seen.push(r));
    expect(seen).toEqual([document.getElementById('root')]);
  });

  it('waits for the parser to make it, not for the document to finish', async () => {
    const { doc, win } = parsing();
    const seen: HTMLElement[] = [];
    withRoot(win, (r) => seen.push(r));
    doc.documentElement.appendChild(doc.createElement('body'));
    await Promise.resolve();
    expect(seen).toEqual([]);
    const root = doc.createElement('div');
    root.id = 'root';
    doc.body.appendChild(root);
    await Promise.resolve();
    expect(seen).toEqual([root]);
  });
});
