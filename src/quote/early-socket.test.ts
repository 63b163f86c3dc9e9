import { CLAIMED, handOver, takeEarlySocket, type BrowserSocket, type ParkedSocket } from './early-socket';

class FakeSocket implements BrowserSocket {
  readyState = 0;
  sent: string[] = [];
  closed: Array<[number | undefined, string | undefined]> = [];
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number, reason?: string) {
    this.closed.push([code, reason]);
    this.readyState = 3;
  }
  /** The server's side: the socket opens / a message arrives. */
  open() {
    this.readyState = 1;
    this.onopen?.({ type: 'open' });
  }
  receive(data: string) {
    this.onmessage?.({ data });
  }
}

const flush = () => new Promise<void>((r) => setTimeout(r, 0));

function parked(socket: FakeSocket, url = 'ws://h/ws/quote', messages: unknown[] = []): ParkedSocket {
  return { url, socket, messages };
}

describe('takeEarlySocket', () => {
  it.each([
    ['nothing parked', undefined, 'ws://h/ws/quote'],
    ['the app came first', CLAIMED, 'ws://h/ws/quote'],
  ] as const)('%s: none, and the early script opens none later', (_name, held, url) => {
    const holder: { __wapEarlySocket?: ParkedSocket | typeof CLAIMED } = { __wapEarlySocket: held };
    expect(takeEarlySocket(url, holder)).toBeNull();
    expect(holder.__wapEarlySocket).toBe(CLAIMED);
  });

  it.each([
    ['another URL', 'ws://other/ws/quote', 1],
    ['closing', 'ws://h/ws/quote', 2],
    ['closed', 'ws://h/ws/quote', 3],
  ])('a parked socket to %s is not taken and is closed', (_name, url, state) => {
    const s = new FakeSocket();
    s.readyState = state;
    const holder = { __wapEarlySocket: parked(s) };
    expect(takeEarlySocket(url, holder)).toBeNull();
    expect(s.closed.length).toBe(1);
    expect(holder.__wapEarlySocket).toBe(CLAIMED);
  });

  it('hands a connecting socket over once', () => {
    const s = new FakeSocket();
    const holder: { __wapEarlySocket?: ParkedSocket | typeof CLAIMED } = { __wapEarlySocket: parked(s) };
    const taken = takeEarlySocket('ws://h/ws/quote', holder);
    expect(taken).not.toBeNull();
    expect(takeEarlySocket('ws://h/ws/quote', holder)).toBeNull();
    taken!.send('x');
    expect(s.sent).toEqual(['x']);
  });
});

describe('handOver', () => {
  it('a socket still connecting: the open event reaches the new handler as it happens', async () => {
    const s = new FakeSocket();
    const q = handOver(parked(s));
    const opened = jest.fn();
    q.onopen = opened;
    await flush();
    expect(opened).not.toHaveBeenCalled();
    s.open();
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('a socket already open: the handler set afterwards is called once, on a microtask', async () => {
    const s = new FakeSocket();
    s.readyState = 1;
    const q = handOver(parked(s));
    const opened = jest.fn();
    q.onopen = opened;
    expect(opened).not.toHaveBeenCalled();
    await flush();
    expect(opened).toHaveBeenCalledTimes(1);
    expect(q.readyState).toBe(1);
  });

  it('messages that came before the hand-over, and between it and the handler, arrive first and in order', async () => {
    const s = new FakeSocket();
    s.readyState = 1;
    const q = handOver(parked(s, 'ws://h/ws/quote', ['greeting']));
    s.receive('second'); // after the take, before the connection set its handler
    const got: unknown[] = [];
    q.onmessage = (ev) => got.push(ev.data);
    await flush();
    s.receive('third');
    expect(got).toEqual(['greeting', 'second', 'third']);
  });

  it('a message dispatched before the replay still comes after the parked ones', () => {
    const s = new FakeSocket();
    const q = handOver(parked(s, 'ws://h/ws/quote', ['greeting']));
    const got: unknown[] = [];
    q.onmessage = (ev) => got.push(ev.data);
    s.receive('live');
    expect(got).toEqual(['greeting', 'live']);
  });

  it('a handler replaced before the replay gets nothing twice', async () => {
    const s = new FakeSocket();
    const q = handOver(parked(s, 'ws://h/ws/quote', ['a']));
    const first = jest.fn();
    q.onmessage = first;
    q.onmessage = null;
    await flush();
    expect(first).not.toHaveBeenCalled();
  });

  it('close and error handlers go to the socket itself', () => {
    const s = new FakeSocket();
    const q = handOver(parked(s));
    const onclose = jest.fn();
    const onerror = jest.fn();
    q.onclose = onclose;
    q.onerror = onerror;
    s.onerror?.({});
    s.onclose?.({});
    expect(onerror).toHaveBeenCalled();
    expect(onclose).toHaveBeenCalled();
    q.close(1000, 'bye');
    expect(s.closed).toEqual([[1000, 'bye']]);
  });
});
