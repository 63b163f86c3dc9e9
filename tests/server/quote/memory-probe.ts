/**
 * Preloaded into a child server by tests and benchmarks that read its memory
 * (`startChildServer(env, { memoryProbe: true })`, which also passes node --expose-gc): on the IPC
 * message `{ probe: 'memory' }` it runs full garbage collections and answers `process.memoryUsage()`
 * with V8's heap spaces; `{ probe: 'snapshot', file }` writes a heap snapshot there first. Nothing in
 * the server knows of it: the server code runs unchanged.
 */
import v8 from 'node:v8';

export interface MemoryReport {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  /** V8's heap spaces: used bytes by space name (new_space, old_space, large_object_space, ...). */
  spaces: Record<string, number>;
  /** Heap snapshot file, when one was asked for. */
  snapshot?: string;
}

type Probe = { probe: 'memory' } | { probe: 'snapshot'; file: string };

const gc = (globalThis as { gc?: () => void }).gc;

function report(snapshot?: string): MemoryReport {
  // Twice: the first pass's finalizers (sockets, buffers) free more for the second.
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  const spaces: Record<string, number> = {};
  for (const s of v8.getHeapSpaceStatistics()) spaces[s.space_name] = s.space_used_size;
  return { ...m, spaces, snapshot };
}

if (process.send) {
  process.on('message', (msg: Probe) => {
    if (msg?.probe === 'memory') process.send?.(report());
    else if (msg?.probe === 'snapshot') {
      gc?.();
      process.send?.(report(v8.writeHeapSnapshot(msg.file)));
    }
  });
  // The probe never keeps the server alive on its own.
  (process.channel as { unref?: () => void } | undefined)?.unref?.();
}
