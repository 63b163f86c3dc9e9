/**
 * A minimal valid PDF (1.4): one A4 page of Helvetica text lines, objects and the cross-reference
 * table written by hand. Text is ASCII (no CJK font is embedded); the Chinese title is on the
 * article page itself.
 */

function pdfString(s: string): string {
  const ascii = s.replace(/[^\x20-\x7e]/g, '?');
  return `(${ascii.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)')})`;
}

/** Lines wrapped at about 90 characters so they fit the page. */
function wrap(lines: readonly string[], width = 90): string[] {
  const out: string[] = [];
  for (const line of lines) {
    let rest = line;
    while (rest.length > width) {
      const cut = rest.lastIndexOf(' ', width) > 20 ? rest.lastIndexOf(' ', width) : width;
      out.push(rest.slice(0, cut));
      rest = rest.slice(cut).trimStart();
    }
    out.push(rest);
  }
  return out;
}

export function renderPdf(title: string, lines: readonly string[]): Buffer {
  const body = wrap(lines).slice(0, 60);
  const ops = ['BT', '/F1 16 Tf', '56 780 Td', `${pdfString(title)} Tj`, '/F1 11 Tf', '0 -28 Td', '15 TL'];
  for (const l of body) ops.push(`${pdfString(l)} '`);
  ops.push('ET');
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (wap-quote reference server) >>`,
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
