/**
 * A fired alert pushed over the quote channel shows as a toast on whatever page is open (beyond
 * the spec: docs/watchlist-and-alerts.md); the 提醒 inbox keeps it until read.
 */
import { reaction } from 'mobx';
import { useEffect } from 'react';
import { toast } from '../components/feedback/toast';
import { firingText } from '../lib/alert-text';
import { useStores } from '../stores/context';

export function AlertToast() {
  const { alerts } = useStores();
  useEffect(
    () =>
      reaction(
        () => alerts.firedCount,
        () => {
          if (alerts.lastFired) toast(`股价提醒：${firingText(alerts.lastFired)}`);
        },
      ),
    [alerts],
  );
  return null;
}
