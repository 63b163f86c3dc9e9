/** Server HTML rendered only after src/lib/sanitize.ts has cleaned it (DESIGN.md "UI"). */
import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/sanitize';
import './rich-text.css';

export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
