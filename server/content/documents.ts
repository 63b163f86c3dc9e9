/**
 * The PDF behind 查看原文 for an announcement or a research report: the same title and body the
 * article page shows, with the issuer (name and code) and date. Documents are deterministic per id,
 * so rendered files are cached; the cache is bounded by count and bytes so a crawler walking every
 * id cannot grow it without limit.
 */
import type { Announcement } from './announcements';
import { ymdDash } from '../company/dates';
import { printedSymbol } from './money';
import { renderPdf, type PdfDoc } from './pdf';
import { htmlToBlocks } from './pdf-text';
import type { Report } from './research';

export function announcementDoc(a: Announcement): PdfDoc {
  return {
    title: a.title,
    byline: `${printedSymbol(a.seed)}  ${a.media}`,
    date: ymdDash(a.ymd),
    blocks: htmlToBlocks(a.body()),
  };
}

export function reportDoc(r: Report): PdfDoc {
  return {
    title: r.title,
    byline: `${r.orgName}  ${printedSymbol(r.seed)}  ${r.type}`,
    date: ymdDash(r.ymd),
    blocks: htmlToBlocks(r.abstract()),
  };
}

const MAX_FILES = 128;
const MAX_BYTES = 16 * 1024 * 1024;
/**
 * Renders under way at once, over all clients: each costs pdfkit about 0.2 s of CPU, so a client
 * walking uncached ids is answered "busy" past this instead of queueing renders without end.
 */
const MAX_PENDING = 4;

/** Too many renders under way: the caller answers 503 with Retry-After. */
export class PdfBusyError extends Error {}

/** Least-recently-used: a Map keeps insertion order, so a hit is re-inserted at the end. */
export class PdfCache {
  private readonly files = new Map<number, Promise<Buffer>>();
  private readonly sizes = new Map<number, number>();
  private bytes = 0;
  private pending = 0;

  constructor(
    private readonly maxFiles = MAX_FILES,
    private readonly maxBytes = MAX_BYTES,
    private readonly maxPending = MAX_PENDING,
  ) {}

  get(id: number, doc: () => PdfDoc): Promise<Buffer> {
    const hit = this.files.get(id);
    if (hit) {
      this.files.delete(id);
      this.files.set(id, hit);
      return hit;
    }
    if (this.pending >= this.maxPending) throw new PdfBusyError('too many PDF renders under way');
    this.pending += 1;
    const file = renderPdf(doc());
    this.files.set(id, file);
    void file.finally(() => (this.pending -= 1)).catch(() => undefined);
    file.then(
      (buf) => {
        // Only the render the cache still holds counts: an evicted render of the same id that
        // finishes after a newer one was started must not add its bytes a second time.
        if (this.files.get(id) !== file) return;
        this.sizes.set(id, buf.length);
        this.bytes += buf.length;
        this.evict();
      },
      () => {
        if (this.files.get(id) === file) this.drop(id);
      },
    );
    this.evict();
    return file;
  }

  get size(): number {
    return this.files.size;
  }

  /** The bytes of the finished renders held: what the byte bound is checked against. */
  get heldBytes(): number {
    return this.bytes;
  }

  private evict(): void {
    for (const id of this.files.keys()) {
      if (this.files.size <= this.maxFiles && this.bytes <= this.maxBytes) return;
      this.drop(id);
    }
  }

  private drop(id: number): void {
    this.files.delete(id);
    this.bytes -= this.sizes.get(id) ?? 0;
    this.sizes.delete(id);
  }
}
