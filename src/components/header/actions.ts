/**
 * A header's buttons as data: drawn by the page's header on the web, handed to the host's native
 * bar inside the app (bridge setNavButtons), so one list serves both.
 */
import type { NavButton } from '../../../bridge';

export interface HeaderAction {
  /** Stable id; also the native button's id (`search`, `menu` get the host's own icons). */
  id: string;
  /** Accessible name of the icon, the text of a text button and of the native button. */
  label: string;
  /** Drawn as this icon; without one the label is drawn as a text button (发布). */
  icon?: 'search' | 'menu';
  /** An in-app route (relative to /wap) the button goes to. */
  to?: string;
  /** What a tap does, when it is not a route. */
  onTap?: () => void;
  disabled?: boolean;
  className?: string;
  testId?: string;
}

/** The native bar's buttons for a header's actions (same order). */
export function navButtonsOf(actions: readonly HeaderAction[]): NavButton[] {
  return actions.map((a) => ({ id: a.id, text: a.label, ...(a.disabled ? { disabled: true } : {}) }));
}

/** What a native button tap asks for: a route to go to, a handler to run, or nothing. */
export function tapOf(
  actions: readonly HeaderAction[],
  id: string,
): { route: string } | { run: () => void } | null {
  const action = actions.find((a) => a.id === id);
  if (!action || action.disabled) return null;
  if (action.onTap) return { run: action.onTap };
  return action.to ? { route: action.to } : null;
}
