/**
 * Inside the app, a header hands its buttons to the host's native bar while its page is on screen,
 * runs a tapped button's action, and takes them away when the page is left (a page without a
 * header then shows a bare bar).
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { bridge as appBridge, type Bridge, type NavButton } from '../../../bridge';
import { usePageRoute } from '../page/page-context';
import { navButtonsOf, tapOf, type HeaderAction } from './actions';

export type NavBridge = Pick<Bridge, 'setNavButtons' | 'on'>;

export function useNavButtons(
  actions: readonly HeaderAction[],
  enabled: boolean,
  bridge: NavBridge = appBridge,
): void {
  const { active } = usePageRoute();
  const navigate = useNavigate();
  const latest = useRef(actions);
  latest.current = actions;
  const on = enabled && active;
  // The list as the host sees it: sent again only when that changes (a label, a disabled flag).
  const buttons = JSON.stringify(navButtonsOf(actions));

  useEffect(() => {
    if (!on) return;
    const off = bridge.on('navButtonTapped', ({ id }) => {
      const tap = tapOf(latest.current, id);
      if (tap && 'run' in tap) tap.run();
      else if (tap) void navigate(tap.route);
    });
    return () => {
      off();
      bridge.setNavButtons([]).catch(() => undefined);
    };
  }, [on, bridge, navigate]);

  useEffect(() => {
    if (on) bridge.setNavButtons(JSON.parse(buttons) as NavButton[]).catch(() => undefined);
  }, [on, bridge, buttons]);
}
