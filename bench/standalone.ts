/** Running one bench file on its own (`npx tsx bench/fanout.ts`): its rows as a table, or the error. */
import type { BenchRow } from './types';

export function printRowsOf(run: () => Promise<BenchRow[]>, peerColumn: string): void {
  run()
    .then((rows) =>
      console.table(
        rows.map((r) => ({
          group: r.group,
          name: r.name,
          value: r.value,
          [peerColumn]: r.peer?.value,
          goal: r.goal ?? '',
        })),
      ),
    )
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
