/**
 * §5: posting, commenting, replying, liking and opening the post page need a token. `gate(path)`
 * answers true when logged in; otherwise it sends the user to log in (the bridge: host login, or
 * /login.html?redirect={path} on the web, moved inside the SPA by the router) and answers false.
 */
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageRoute } from '../../app/page-context';
import { useStores } from '../../stores/context';

export function useLoginGate(): (redirectPath?: string) => Promise<boolean> {
  const { user } = useStores();
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
