import fs from 'node:fs';
import path from 'node:path';
import { PDF_FONT_FILE, PDF_MAX_CHARS, renderPdf } from './pdf';
import { PdfBusyError, PdfCache } from './documents';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- fontkit ships no types; the one call used here is typed by hand
const fontkit = require('fontkit') as {
  create(buf: Buffer): { hasGlyphForCodePoint(cp: number): boolean };
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [p] : [];
  });
}

describe('the PDF font subset', () => {
  it('has a glyph for every character the generated content can print', () => {
    const font = fontkit.create(fs.readFileSync(PDF_FONT_FILE));
    const server = path.resolve(__dirname, '..');
    // Every document's text is built from these templates and the universe's names.
    const files = [...sourceFiles(path.join(server, 'content')), ...sourceFiles(path.join(server, 'data'))];
    const missing = new Set<string>();
    for (const f of files)
      for (const ch of fs.readFileSync(f, 'utf8'))
        if (ch.codePointAt(0)! >= 0x20 && ch !== '\n' && !font.hasGlyphForCodePoint(ch.codePointAt(0)!))
          missing.add(ch);
    // Regenerate fonts/ with docs/content-documents.md's recipe when this lists characters.
    expect([...missing].join('')).toBe('');
  });
});

describe('renderPdf', () => {
  const doc = {
    title: '关于回购公司股份的进展公告',
    byline: '贵州茅台(600519)  上交所公告',
    date: '2026-03-02',
    blocks: [{ kind: 'para' as const, text: '公司经营情况正常。' }],
  };

  it('is a PDF with the font embedded as a subset', async () => {
    const pdf = (await renderPdf(doc)).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJKsc-Regular/);
    // A one-paragraph document carries a few dozen glyphs, not the 4,500 of the subset file.
    expect(pdf.length).toBeLessThan(60_000);
  });

  it('bounds the body: a huge body stays a small file', async () => {
    const huge = {
      ...doc,
      blocks: Array.from({ length: 5000 }, () => ({ kind: 'para' as const, text: '长'.repeat(200) })),
    };
    const buf = await renderPdf(huge);
    const small = await renderPdf({ ...doc, blocks: huge.blocks.slice(0, PDF_MAX_CHARS / 200) });
    expect(buf.length).toBe(small.length);
  }, 60_000);
});

describe('PdfCache', () => {
  const doc = (t: string) => ({ title: t, byline: '腾讯控股(00700.HK)', date: '2026-01-05', blocks: [] });

  it('renders once per id and evicts the least recently used beyond its bound', async () => {
    const cache = new PdfCache(2);
    let renders = 0;
    const make = (t: string) => () => {
      renders += 1;
      return doc(t);
    };
    const first = await cache.get(1, make('一'));
    expect(await cache.get(1, make('一'))).toBe(first);
    await cache.get(2, make('二'));
    await cache.get(1, make('一')); // 1 is now the most recent
    await cache.get(3, make('三')); // evicts 2
    expect(cache.size).toBe(2);
    expect(renders).toBe(3);
    await cache.get(2, make('二'));
    expect(renders).toBe(4);
  });

  it('evicts by bytes too', async () => {
    const cache = new PdfCache(100, 1);
    await cache.get(1, () => doc('一'));
    await cache.get(2, () => doc('二'));
    await new Promise((r) => setImmediate(r));
    expect(cache.size).toBeLessThanOrEqual(1);
  });

  it('counts a render evicted while pending, then asked for again, once', async () => {
    // One file fits by bytes; id 1's first render is evicted by id 2 before it finishes, then
    // asked for again: both renders of 1 finish, and only the one the cache holds may count.
    const cache = new PdfCache(1);
    const stale = cache.get(1, () => doc('一'));
    const other = cache.get(2, () => doc('二'));
    const fresh = cache.get(1, () => doc('一'));
    await Promise.all([stale, other, fresh]);
    await new Promise((r) => setImmediate(r));
    expect(cache.size).toBe(1);
    expect(cache.heldBytes).toBe((await fresh).length);
  });

  it('refuses a render past its bound of renders under way, and takes one again after', async () => {
    const cache = new PdfCache(100, 16 * 1024 * 1024, 2);
    const a = cache.get(1, () => doc('一'));
    const b = cache.get(2, () => doc('二'));
    expect(() => cache.get(3, () => doc('三'))).toThrow(PdfBusyError);
    // A cached or pending id is still answered.
    expect(cache.get(1, () => doc('一'))).toBe(a);
    await Promise.all([a, b]);
    await new Promise((r) => setImmediate(r));
    expect((await cache.get(3, () => doc('三'))).length).toBeGreaterThan(0);
  });
});
