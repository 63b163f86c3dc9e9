/**
 * react-vant's Tabs marks its nav `role="tablist"` and each title `aria-selected`, but gives the
 * titles no `role="tab"`: a screen reader then hears no tabs at all, and axe-core reports it as
 * critical (aria-required-children, aria-allowed-attr). This hook adds the role, and makes the
 * active title the one in the tab order, on every title the Tabs render, now and later.
 */
import { useEffect, type RefObject } from 'react';

export function applyTabRoles(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>('.rv-tab').forEach((tab) => {
    if (tab.getAttribute('role') !== 'tab') tab.setAttribute('role', 'tab');
    const selected = tab.getAttribute('aria-selected') === 'true';
    const index = selected ? '0' : '-1';
    if (tab.getAttribute('tabindex') !== index) tab.setAttribute('tabindex', index);
  });
}

export function useTabRoles(ref: RefObject<HTMLElement>): void {
  useEffect(() => {
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
