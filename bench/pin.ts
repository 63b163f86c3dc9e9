/**
 * Pins a running process and all its threads to the given cores (util-linux's taskset). A bench
 * that measures one process under another's load (the per-core figure, the attacks) puts them on
 * different cores, as on separate machines; otherwise the scheduler's sharing is what it measures.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';

export function pin(pid: number, cores: string): void {
  execFileSync('taskset', ['-a', '-cp', cores, String(pid)], { stdio: 'ignore' });
}

/** Every core again (undoes `pin`). */
export function unpin(pid: number): void {
  pin(pid, `0-${os.cpus().length - 1}`);
}

/** Whether pinning is possible here: two cores or more and taskset installed. */
export function canPin(): boolean {
  if (os.cpus().length < 2) return false;
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
