/** The graceful-stop registry: closers run once, in order, a failing one does not stop the rest. */
import { installShutdown, onShutdown, resetShutdownForTests, shutdown } from './shutdown';

afterEach(() => resetShutdownForTests());

test('closers run once each, in the order registered; a failure is logged and the rest still run', async () => {
  const ran: string[] = [];
  const logs: string[] = [];
  onShutdown('a', () => void ran.push('a'));
  onShutdown('b', () => {
    throw new Error('boom');
  });
  const off = onShutdown('c', () => void ran.push('c'));
  onShutdown('d', async () => {
    await new Promise((r) => setTimeout(r, 5));
    ran.push('d');
  });
  off();
  const first = shutdown({ log: (m) => logs.push(m) });
  const second = shutdown({ log: (m) => logs.push(m) });
  expect(second).toBe(first);
  await first;
  expect(ran).toEqual(['a', 'd']);
  expect(logs).toEqual(['shutdown: b failed: boom']);
});

test('a signal stops gracefully then exits 0; the deadline or a second signal exits 1', async () => {
  jest.useFakeTimers();
  try {
    const exits: number[] = [];
    let release: () => void = () => undefined;
    onShutdown('slow', () => new Promise<void>((r) => (release = r)));
    const signal = 'SIGUSR2' as NodeJS.Signals;
    const before = process.listenerCount(signal);
    installShutdown({
      signals: [signal],
      deadlineMs: 1000,
      exit: (c) => exits.push(c),
      log: () => undefined,
    });
    process.emit(signal, signal);
    await jest.advanceTimersByTimeAsync(999);
    expect(exits).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(exits).toEqual([1]);
    release();
    await jest.advanceTimersByTimeAsync(0);
    expect(exits).toEqual([1, 0]);
    process.emit(signal, signal);
    expect(exits).toEqual([1, 0, 1]);
    for (const l of process.listeners(signal).slice(before)) process.off(signal, l as () => void);
  } finally {
    jest.useRealTimers();
  }
});
