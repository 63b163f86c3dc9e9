/**
 * Opening and closing the landscape full screen (issue 21 item 3). The 横屏 button opens it and asks
 * the bridge to turn the screen: the host turns it; in a browser the Fullscreen and Screen
 * Orientation APIs do, and where they refuse (iOS Safari) the chart lays itself out rotated. Inside
 * the app, turning the phone (orientationChanged) opens and closes it too. While it is open the root
 * font size follows the short side (main.tsx), so the page's rem sizes do not grow with the width.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Bridge } from '../../../../bridge';
import type { LandscapeMode } from './layout';

export interface Landscape {
  /** Open, and how the screen was turned ('refused' until the answer while one is asked for). */
  state: { mode: LandscapeMode } | null;
  open: () => void;
  close: () => void;
}

/** Root element flag read by the root font size (main.tsx) while the full screen is open. */
export const LANDSCAPE_FLAG = 'landscape';

function flag(on: boolean): void {
  const root = document.documentElement;
  if (on) root.dataset[LANDSCAPE_FLAG] = 'on';
  else delete root.dataset[LANDSCAPE_FLAG];
  // The root font size and the charts' sizes follow.
  window.dispatchEvent(new Event('resize'));
}

export function useLandscape(bridge: Pick<Bridge, 'setOrientation' | 'on'>): Landscape {
  const [state, setState] = useState<{ mode: LandscapeMode } | null>(null);
  const openRef = useRef(false);
  const request = useRef(0);

  const show = useCallback(
    (turn: boolean) => {
      if (openRef.current) return;
      openRef.current = true;
      const id = ++request.current;
      flag(true);
      setState({ mode: 'refused' });
      if (!turn) {
        setState({ mode: 'host' });
        return;
      }
      bridge.setOrientation('landscape').then(
        (mode) => {
          if (id === request.current && openRef.current) setState({ mode });
        },
        () => undefined, // a host error: the rotated layout stays
      );
    },
    [bridge],
  );

  const hide = useCallback(
    (turn: boolean) => {
      if (!openRef.current) return;
      openRef.current = false;
      request.current += 1;
      setState(null);
      flag(false);
      if (turn) bridge.setOrientation('portrait').catch(() => undefined);
    },
    [bridge],
  );

  useEffect(() => {
    // The user turned the phone in the app: the host has turned the screen already.
    const off = bridge.on('orientationChanged', ({ orientation }) =>
      orientation === 'landscape' ? show(false) : hide(false),
    );
    // Full screen left from outside (Esc, the system back gesture): close with it.
    const onFullscreen = () => {
      if (!document.fullscreenElement && openRef.current) hide(true);
    };
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      off();
      document.removeEventListener('fullscreenchange', onFullscreen);
      if (openRef.current) hide(true);
    };
  }, [bridge, show, hide]);

  return { state, open: useCallback(() => show(true), [show]), close: useCallback(() => hide(true), [hide]) };
}
