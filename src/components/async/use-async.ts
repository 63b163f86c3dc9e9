/**
 * Loads data for a component: re-runs when `deps` change, ignores answers that arrive after a newer
 * run started or after unmount, and exposes a reload.
 */
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

export interface AsyncState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

export function useAsync<T>(load: () => Promise<T>, deps: DependencyList): AsyncState<T> {
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({
    data: undefined,
    error: undefined,
    loading: true,
  });
  const run = useRef(0);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const id = ++run.current;
    setState({ data: undefined, error: undefined, loading: true });
    load().then(
      (data) => id === run.current && setState({ data, error: undefined, loading: false }),
      (error: unknown) => id === run.current && setState({ data: undefined, error, loading: false }),
    );
    return () => {
      run.current += 1;
    };
    // `deps` stands for what `load` reads, as with useEffect (the rule checks each caller's list,
    // see eslint.config.mjs); `load` itself is a new closure on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deps stand for what load reads; each caller's list is checked
  }, [...deps, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { ...state, reload };
}
