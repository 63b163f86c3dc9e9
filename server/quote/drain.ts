/**
 * Draining a process's quote sockets (docs/operations.md "Drain"): each open socket is closed with
 * 1012 "service restart" at its own random moment within a bounded window, so the clients of a
 * stopping gateway reconnect to the others spread out over the window (plus the app's own 3–4 s
 * reconnect delay) instead of all in the same instant.
 */
import type { WebSocket } from 'ws';

/** Default drain window (WAP_DRAIN_MS); with the close handshake it stays inside the 9 s stop deadline. */
export const DRAIN_WINDOW_MS = 4_000;

/** When to close each of `count` sockets: uniform over [0, windowMs), one draw each. */
export function drainDelays(count: number, windowMs: number, random: () => number = Math.random): number[] {
  const window = Math.max(0, windowMs);
  return Array.from({ length: count }, () => Math.floor(random() * window));
}

/**
 * Closes every socket over the window and resolves once all have closed, or a second after the
 * window for those that never answer the close (they are cut).
 */
export async function drainSockets(
  sockets: WebSocket[],
  windowMs: number,
  closeCode: number,
  random: () => number = Math.random,
): Promise<void> {
  const delays = drainDelays(sockets.length, windowMs, random);
  const closed = sockets.map(
    (ws, i) =>
      new Promise<void>((resolve) => {
        if (ws.readyState === ws.CLOSED) return resolve();
        ws.once('close', () => resolve());
        setTimeout(() => ws.close(closeCode, 'service restart'), delays[i]);
      }),
  );
  let timer: NodeJS.Timeout | undefined;
  const cut = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      for (const ws of sockets) ws.terminate();
      resolve();
    }, windowMs + 1_000);
  });
  await Promise.race([Promise.all(closed), cut]);
  clearTimeout(timer);
}
