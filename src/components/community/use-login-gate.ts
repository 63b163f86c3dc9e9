/**
 * §5 (validation rules): posting, commenting, replying, liking and opening the post page need a token. `gate(path)`
 * answers true when logged in; otherwise it sends the user to log in (the bridge: host login, or
 * /login.html?redirect={path} on the web, moved inside the SPA by the router) and answers false.
 *
 * The page hands in its user store (components never reach for the app's stores themselves).
 */
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageRoute } from '../page/page-context';

/** What the gate needs of the user store. */
export interface LoginGateUser {
  requireLogin(redirectPath: string): Promise<boolean>;
  /** Lets the web login fallback move inside the SPA. */
  setNavigator(navigator: ((route: string) => void) | null): void;
}

export function useLoginGate(user: LoginGateUser): (redirectPath?: string) => Promise<boolean> {
  const navigate = useNavigate();
  const { pathname, search } = usePageRoute();
  useEffect(() => {
    user.setNavigator((route) => void navigate(route));
  }, [user, navigate]);
  return useCallback(
    (redirectPath?: string) => user.requireLogin(redirectPath ?? `${pathname}${search}`),
    [user, pathname, search],
  );
}
