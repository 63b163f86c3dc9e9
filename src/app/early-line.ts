/**
 * The day's live line in the early block (issue 38 item 2: the chart drawn before the app): the
 * minutes the early session heard (quote/early-session.ts, the chart's own 501 reply and pushes)
 * laid on the chart's intraday axis by the chart's own rules (components/chart/minutes.ts) and
 * drawn by the one path rule the cached line and the chart's loading box use (linePath). Coloured
 * as the chart's price line while the block is live, grey with the rest of the block when not.
 */
import { LINE_VIEWBOX, lineOf, linePath, refPath, type CachedLine } from '../lib/chart/cached-line';
import { applyMinutePush, buildMinuteSeries } from '../components/chart/minutes';
import type { MinuteSeries } from '../components/chart/types';
import type { Region } from '../lib/market';
import type { MinuteUpdate } from '../quote/minute-feed';

const SVG_NS = 'http://www.w3.org/2000/svg';
const { width: LINE_W, height: LINE_H } = LINE_VIEWBOX;

/** The day's minutes so far, kept from the reply and each push: `apply` answers the line to draw. */
export class EarlyDayLine {
  private series: MinuteSeries | null = null;
  /** A push of another day came: the day this line drew is over, and its reference with it. */
  private over = false;

  constructor(private readonly region: Region) {}

  /** The line after `u`, or null (nothing traded yet, or a push of another day: drawn no more). */
  apply(u: MinuteUpdate, fallbackPreClose: number | null): Omit<CachedLine, 'savedAt'> | null {
    if (this.over) return null; // the app's chart starts the new day over from its own reply
    if (u.full || !this.series) {
      this.series = buildMinuteSeries(u.data, this.region, 1, u.preClose ?? fallbackPreClose);
    } else {
      for (const e of u.data)
        if (!applyMinutePush(this.series, e)) {
          this.over = true;
          return null;
        }
    }
    return lineOf(this.series);
  }
}

/**
 * A line's box in the early block: an SVG over the path rule's viewbox, stretched to the box, with
 * one empty path per class (in drawing order). The last known line and the live one share it.
 */
export function lineBox(
  doc: Document,
  boxClass: string,
  testId: string,
  pathClasses: readonly string[],
): { box: HTMLElement; paths: SVGPathElement[] } {
  const box = doc.createElement('div');
  box.className = `${boxClass} cached-line`;
  box.setAttribute('data-testid', testId);
  const svg = doc.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', `0 0 ${LINE_W} ${LINE_H}`);
  svg.setAttribute('preserveAspectRatio', 'none');
  svg.setAttribute('aria-hidden', 'true');
  const paths = pathClasses.map((cls) => {
    const p = doc.createElementNS(SVG_NS, 'path');
    p.setAttribute('class', cls);
    svg.appendChild(p);
    return p;
  });
  box.appendChild(svg);
  return { box, paths };
}

/** Draws (or redraws) the live line as the last child of the early block. */
export function drawEarlyLine(doc: Document, block: HTMLElement, line: Omit<CachedLine, 'savedAt'>): void {
  let box = block.querySelector<HTMLElement>('.boot-quote__chart');
  if (!box) {
    box = lineBox(doc, 'boot-quote__chart', 'boot-live-line', [
      'cached-line__ref',
      'boot-quote__chart-price',
    ]).box;
    block.appendChild(box);
  }
  const { d, ref } = linePath({ ...line, savedAt: 0 }, LINE_W, LINE_H);
  const [refEl, priceEl] = Array.from(box.querySelectorAll('path'));
  refEl.setAttribute('d', ref !== null ? refPath(ref) : '');
  priceEl.setAttribute('d', d);
}
