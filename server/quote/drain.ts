/**
 * Draining a process's quote sockets (docs/operations.md "Stopping, draining, restarting"): each
 * open socket is closed with 1012 "service restart" at its own random moment within a bounded
 * window, so the clients of a stopping gateway reconnect to the others spread out instead of all in
 * the same instant. The app reconnects on 1012 after a jitter of at most 1 s and no delay, so the
 * window opens with a grace in which nobody is closed: the balancer's time to see `/readyz` turn
 * 503 and take the gateway out. A client closed before that would knock on the draining gateway,
 * be refused, and wait out the normal 3–4 s reconnect delay with a stale screen (CI, stop 47).
 */
import type { WebSocket } from 'ws';

/** Default drain window (WAP_DRAIN_MS); with the close handshake it stays inside the 9 s stop deadline. */
export const DRAIN_WINDOW_MS = 4_000;

/** Default grace at the window's start in which no socket is closed (WAP_DRAIN_GRACE_MS). */
export const DRAIN_GRACE_MS = 1_000;

/**
 * When to close each of `count` sockets: uniform over [grace, windowMs), one draw each. A grace
 * at or past the window closes everyone at the window's end.
 */
export function drainDelays(
  count: number,
  windowMs: number,
  graceMs: number,
  random: () => number = Math.random,
): number[] {
  const window = Math.max(0, windowMs);
  const grace = Math.min(window, Math.max(0, graceMs));
  return Array.from({ length: count }, () => grace + Math.floor(random() * (window - grace)));
}

/**
 * Closes every socket over the window and resolves once all have closed, or a second after the
 * window for those that never answer the close (they are cut).
 */
export async function drainSockets(
  sockets: WebSocket[],
  windowMs: number,
  graceMs: number,
  closeCode: number,
  random: () => number = Math.random,
): Promise<void> {
  const delays = drainDelays(sockets.length, windowMs, graceMs, random);
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
