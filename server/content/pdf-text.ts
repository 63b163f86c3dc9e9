/**
 * The PDF's text from an article body: the generated bodies are small HTML (html.ts: p, lead,
 * table), so a paragraph is a block, a table row is a line with its cells spaced, and entities
 * are decoded back to the characters the reader saw on the page.
 */

export interface PdfBlock {
  kind: 'para' | 'row' | 'head';
  text: string;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

function decode(s: string): string {
  return s.replace(/&(amp|lt|gt|quot|#39);/g, (m) => ENTITIES[m] ?? m);
}

function cells(row: string, tag: 'th' | 'td'): string[] {
  const re = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g');
  return [...row.matchAll(re)].map((m) => decode(stripTags(m[1])).trim());
}

function stripTags(s: string): string {
  return s.replace(/<[^>]*>/g, '');
}

/** Blocks in reading order; empty paragraphs are dropped. */
export function htmlToBlocks(html: string): PdfBlock[] {
  const out: PdfBlock[] = [];
  const re = /<p>([\s\S]*?)<\/p>|<table>([\s\S]*?)<\/table>/g;
  for (const m of html.matchAll(re)) {
    if (m[1] !== undefined) {
      const text = decode(stripTags(m[1])).trim();
      if (text) out.push({ kind: 'para', text });
      continue;
    }
    for (const row of m[2].matchAll(/<tr>([\s\S]*?)<\/tr>/g)) {
      const head = cells(row[1], 'th');
      if (head.length > 0) out.push({ kind: 'head', text: head.join('    ') });
      const data = cells(row[1], 'td');
      if (data.length > 0) out.push({ kind: 'row', text: data.join('    ') });
    }
  }
  return out;
}
