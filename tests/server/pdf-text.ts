/**
 * The text of a served PDF, extracted by pdf.js (through pdf-parse) with line breaks removed. pdf.js
 * loads its worker with a dynamic import, which Jest's module VM refuses, so it runs in a plain
 * Node child process.
 */
import { spawn } from 'node:child_process';

const EXTRACT = `
const { PDFParse } = require('pdf-parse');
const chunks = [];
process.stdin.on('data', (c) => chunks.push(c));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  try {
    process.stdout.write((await parser.getText()).text);
  } finally {
    await parser.destroy();
  }
});
`;

export function pdfText(bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', EXTRACT], { cwd: process.cwd() });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0)
        return reject(new Error(`pdf text extraction failed: ${Buffer.concat(err).toString()}`));
      // The layout wraps long lines anywhere; compare against the text with the breaks taken out.
      const text = Buffer.concat(out).toString('utf8');
      resolve(text.replace(/\n-- \d+ of \d+ --\n/g, '').replace(/\s*\n\s*/g, ''));
    });
    child.stdin.end(bytes);
  });
}

/** The visible text of a body's first paragraph. */
export function firstParagraph(html: string): string {
  const m = /<p>([\s\S]*?)<\/p>/.exec(html);
  return (m ? m[1] : '')
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
