/**
 * Loads data for a component: re-runs when `deps` change, ignores answers that arrive after a newer
 * run started or after unmount, and exposes a reload (shows loading again: the 点击重试 after a
 * failure) and a refresh (a poll: the data shown stays while the new answer is on its way, and a
 * failed refresh keeps it).
 */
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

export interface AsyncState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
  /** Loads again in place; resolves once the answer (or the failure) has been applied. */
  refresh: () => Promise<void>;
}

export interface AsyncOptions {
  /** When false nothing is loaded (a tab not shown yet); turning it true loads. Default true. */
  enabled?: boolean;
}

export function useAsync<T>(
  load: () => Promise<T>,
  deps: DependencyList,
  options: AsyncOptions = {},
): AsyncState<T> {
  const enabled = options.enabled ?? true;
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({
    data: undefined,
    error: undefined,
    loading: true,
  });
  const run = useRef(0);
  const latestLoad = useRef(load);
  latestLoad.current = load;
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const id = ++run.current;
    setState({ data: undefined, error: undefined, loading: true });
    load().then(
      (data) => id === run.current && setState({ data, error: undefined, loading: false }),
      (error: unknown) => id === run.current && setState({ data: undefined, error, loading: false }),
    );
    return () => {
      run.current += 1;
    };
    // `deps` stand for what `load` reads, as with useEffect (the rule checks each caller's list,
    // see eslint.config.mjs); `load` itself is a new closure on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deps stand for what load reads; each caller's list is checked
  }, [...deps, tick, enabled]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  const refresh = useCallback(async () => {
    const id = run.current;
    try {
      const data = await latestLoad.current();
      if (id === run.current) setState({ data, error: undefined, loading: false });
    } catch (error: unknown) {
      // A failed poll keeps what is shown; only a block with nothing to show turns to the error.
      if (id === run.current)
        setState((s) => (s.data === undefined ? { data: undefined, error, loading: false } : s));
    }
  }, []);
  return { ...state, reload, refresh };
}
