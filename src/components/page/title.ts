/**
 * Document title: the route's title, refined by a page when its data arrives. Title changes also
 * go to registered listeners (the bridge reports them to the host app).
 */
import { useEffect } from 'react';
import { usePageRoute } from './page-context';

type TitleListener = (title: string) => void;
const listeners = new Set<TitleListener>();

export function onTitleChange(fn: TitleListener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function setDocumentTitle(title: string): void {
  if (document.title === title) return;
  document.title = title;
  listeners.forEach((fn) => fn(title));
}

/** Sets the title while the page is active; `undefined` keeps the route's title. */
export function usePageTitle(title: string | undefined): void {
  const { active } = usePageRoute();
  useEffect(() => {
    if (active && title) setDocumentTitle(title);
  }, [active, title]);
}
