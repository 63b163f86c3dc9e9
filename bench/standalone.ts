/** Running one bench file on its own (`npx tsx bench/fanout.ts`): its rows as a table, or the error. */
import type { BenchRow } from './types';

/**
 * Prints the rows `run` gives (with the peer's value under `peerColumn` where the bench has a
 * peer); `exit` ends the process once printed, for a bench that leaves handles open.
 */
export function printRowsOf(
  run: () => Promise<BenchRow[]>,
  opts: { peerColumn?: string; exit?: boolean } = {},
): void {
  run()
    .then((rows) => {
      console.table(
        rows.map((r) => ({
          group: r.group,
          name: r.name,
          value: `${r.value} ${r.unit}`,
          ...(opts.peerColumn ? { [opts.peerColumn]: r.peer?.value } : {}),
          goal: r.goal ?? '',
          note: r.note ?? '',
        })),
      );
      if (opts.exit) process.exit(0);
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
