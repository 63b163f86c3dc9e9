/**
 * react-vant's Tabs marks its nav `role="tablist"` and each title `aria-selected`, but gives the
 * titles no `role="tab"`: a screen reader then hears no tabs at all, and axe-core reports it as
 * critical (aria-required-children, aria-allowed-attr). This hook adds the role, and makes the
 * active title the one in the tab order, on every title the Tabs render, now and later.
 */
import { useLayoutEffect, type RefObject } from 'react';

export function applyTabRoles(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>('.rv-tab').forEach((tab) => {
    if (tab.getAttribute('role') !== 'tab') tab.setAttribute('role', 'tab');
    const selected = tab.getAttribute('aria-selected') === 'true';
    const index = selected ? '0' : '-1';
    if (tab.getAttribute('tabindex') !== index) tab.setAttribute('tabindex', index);
  });
}

export function useTabRoles(ref: RefObject<HTMLElement>): void {
  // A layout effect: applied in the same task as React's commit. A passive effect runs after the
  // paint, and a check that ran in between (axe-core in accessibility.e2e.ts, two e2e files at a
  // time, stop 44) found the titles with aria-selected and no role; a screen reader reading then would too.
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    applyTabRoles(root);
    // Titles are re-rendered (a tab switched, the list changed): keep the roles on them.
    const observer = new MutationObserver(() => applyTabRoles(root));
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-selected'],
    });
    return () => observer.disconnect();
  }, [ref]);
}
