/**
 * Scrolls to the element with id `anchor` once it is drawn: a link such as the chart's ex-right
 * marker (`?tab=jiankuang#dividend`) names a block that appears only after its tab's data arrives.
 * Looks every 150 ms, for at most 3 s, then gives up quietly (the tab is shown either way).
 */
import { useState } from 'react';
import { useEvery } from '../async/use-every';

const LOOK_EVERY_MS = 150;
const MAX_LOOKS = 20;

export function useScrollToAnchor(anchor: string | null): void {
  const [looks, setLooks] = useState({ anchor, count: 0, done: false });
  // A new anchor starts a new search.
  if (looks.anchor !== anchor) setLooks({ anchor, count: 0, done: false });
  const searching = anchor !== null && !looks.done && looks.count <= MAX_LOOKS;
  useEvery(
    () => {
      const el = anchor ? document.getElementById(anchor) : null;
      el?.scrollIntoView({ block: 'start' });
      setLooks((l) => ({ ...l, count: l.count + 1, done: el !== null }));
    },
    searching ? LOOK_EVERY_MS : null,
  );
}
