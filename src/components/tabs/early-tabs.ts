/** SegmentTabs' markup (SegmentTabs.tsx) for the early script's views (no roles: early-table.ts says why). */
import { append, el } from '../early/dom';

export function earlySegmentTabs(
  doc: Document,
  labels: readonly string[],
  active: number,
  { variant = 'line', className }: { variant?: 'line' | 'chip'; className?: string } = {},
): HTMLElement {
  const bar = el(doc, 'div', `seg-tabs seg-tabs--${variant}${className ? ` ${className}` : ''}`);
  return append(
    bar,
    ...labels.map((label, i) => {
      const tab = el(doc, 'button', `seg-tabs__tab${i === active ? ' seg-tabs__tab--active' : ''}`, label);
      tab.type = 'button';
      return tab;
    }),
  );
}
