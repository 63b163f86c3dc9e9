/**
 * A fired alert pushed over the quote channel (beyond the spec: docs/watchlist-and-alerts.md): in
 * the host app a native notification (bridge notify, 1.4), elsewhere — or where the host lacks the
 * method — a toast on whatever page is open. The 提醒 inbox keeps it until read either way.
 */
import { reaction } from 'mobx';
import { useEffect } from 'react';
import { bridge } from '../../bridge';
import { toast } from '../components/feedback/toast';
import { firingNotification, firingText } from '../lib/alert-text';
import { useStores } from '../stores/context';

export function AlertToast() {
  const { alerts } = useStores();
  useEffect(
    () =>
      reaction(
        () => alerts.firedCount,
        () => {
          const fired = alerts.lastFired;
          if (!fired) return;
          const inApp = bridge.isHost ? bridge.notify(firingNotification(fired)) : Promise.resolve(false);
          void inApp.then((shown) => shown || toast(`股价提醒：${firingText(fired)}`));
        },
      ),
    [alerts],
  );
  return null;
}
