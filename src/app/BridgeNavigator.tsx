import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { bridge } from '../../bridge';

/**
 * Lets the bridge's web fallbacks (openPage with a /wap/ path, the web login) move through the
 * app router instead of reloading the bundle.
 */
export function BridgeNavigator() {
  const navigate = useNavigate();
  useEffect(() => {
    bridge.setWebNavigator((route) => void navigate(route));
    return () => bridge.setWebNavigator(null);
  }, [navigate]);
  return null;
}
