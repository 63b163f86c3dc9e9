/** §2 (screens and routes) name truncation, a leaf module: the stock home's header imports it without the emoji table. */
export const ELLIPSIS = '...';
/** Stock-home header: names over 10 characters are cut to 10 plus an ellipsis. */
export const HEADER_NAME_MAX = 10;
/** Post page header: 8 characters. */
export const POST_NAME_MAX = 8;
/** Cut to `max` characters (code points, so an emoji is never split) plus '...' when longer. */
export function truncateName(name: string | null | undefined, max: number = HEADER_NAME_MAX): string {
  const chars = Array.from(name ?? '');
  return chars.length > max ? `${chars.slice(0, max).join('')}${ELLIPSIS}` : chars.join('');
}
