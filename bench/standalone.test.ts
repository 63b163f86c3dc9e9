import { printRowsOf } from './standalone';
import type { BenchRow } from './types';

const rows: BenchRow[] = [
  {
    group: 'g',
    name: 'first screen',
    value: 420,
    unit: 'ms',
    goal: '< 800 ms',
    peer: { name: 'p', value: 510 },
  },
  { group: 'g', name: 'size', value: 12, unit: 'KiB', note: 'gzip' },
];

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('printRowsOf', () => {
  let table: jest.SpyInstance;
  let exit: jest.SpyInstance;
  beforeEach(() => {
    table = jest.spyOn(console, 'table').mockImplementation(() => undefined);
    exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
  });
  afterEach(() => jest.restoreAllMocks());

  it('prints each row with its unit, goal and note, and the peer under its column', async () => {
    printRowsOf(async () => rows, { peerColumn: 'bare' });
    await settle();
    expect(table).toHaveBeenCalledWith([
      { group: 'g', name: 'first screen', value: '420 ms', bare: 510, goal: '< 800 ms', note: '' },
      { group: 'g', name: 'size', value: '12 KiB', bare: undefined, goal: '', note: 'gzip' },
    ]);
    expect(exit).not.toHaveBeenCalled();
  });

  it('has no peer column without one, and exits 0 when asked', async () => {
    printRowsOf(async () => rows.slice(1), { exit: true });
    await settle();
    expect(table).toHaveBeenCalledWith([
      { group: 'g', name: 'size', value: '12 KiB', goal: '', note: 'gzip' },
    ]);
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('exits 1 on a failed run', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    printRowsOf(async () => {
      throw new Error('no server');
    });
    await settle();
    expect(exit).toHaveBeenCalledWith(1);
  });
});
