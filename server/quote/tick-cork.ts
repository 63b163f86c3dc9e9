/**
 * One system call per socket per turn of the event loop. A step's fan-out sends a socket many
 * pushes in one synchronous run (a client of 20 instruments gets 20; attack 4's sockets 500), and
 * each `ws.send` wrote its frame at once: a `write` system call per push, most of the fan-out's
 * CPU. The first write of a turn corks the socket; one `process.nextTick` uncorks every socket
 * corked in that turn, so Node hands each socket's frames to the kernel in one `writev`. Nothing
 * waits longer than the synchronous run that sent it (at most a hub slice, 1 ms), and the unsent
 * bytes still count in `bufferedAmount`, so the send bound is unchanged.
 */

/** What this needs of a socket (`net.Socket`). */
export interface Corkable {
  cork(): void;
  uncork(): void;
}

const corked = new Set<Corkable>();

function uncorkAll(): void {
  // A send from inside an uncork (none today) corks again and is flushed by its own next tick.
  const sockets = [...corked];
  corked.clear();
  for (const s of sockets) s.uncork();
}

/** Corks `socket` until the end of this turn of the event loop, once however often it is called. */
export function corkForThisTurn(socket: Corkable | undefined): void {
  if (!socket || corked.has(socket)) return;
  socket.cork();
  if (corked.size === 0) process.nextTick(uncorkAll);
  corked.add(socket);
}

/** The TCP socket under a `ws` WebSocket (its `_socket`; undefined before open and in tests' fakes). */
export function rawSocketOf(ws: object): Corkable | undefined {
  const socket = (ws as { _socket?: Partial<Corkable> })._socket;
  return socket && typeof socket.cork === 'function' && typeof socket.uncork === 'function'
    ? (socket as Corkable)
    : undefined;
}
