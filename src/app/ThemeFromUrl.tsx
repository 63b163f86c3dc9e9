import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '../stores/context';

/** Follows `?type=dark` on every navigation (unless the host app sets the theme). */
export function ThemeFromUrl() {
  const { search } = useLocation();
  const { theme } = useStores();
  useEffect(() => theme.applyQuery(search), [search, theme]);
  return null;
}
