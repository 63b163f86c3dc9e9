/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { useAsync } from './use-async';

test('refresh keeps the data shown while it loads, and after a failed refresh', async () => {
  let answer: () => Promise<number> = () => Promise.resolve(1);
  const { result } = renderHook(() => useAsync(() => answer(), []));
  await waitFor(() => expect(result.current.data).toBe(1));
  let resolve!: (n: number) => void;
  answer = () => new Promise<number>((r) => (resolve = r));
  let done!: Promise<void>;
  act(() => {
    done = result.current.refresh();
  });
  expect(result.current).toMatchObject({ data: 1, loading: false });
  await act(async () => {
    resolve(2);
    await done;
  });
  expect(result.current.data).toBe(2);
  answer = () => Promise.reject(new Error('down'));
  await act(() => result.current.refresh());
  expect(result.current).toMatchObject({ data: 2, error: undefined, loading: false });
});

test('a failed refresh with nothing shown turns to the error (tap to retry)', async () => {
  const load = jest.fn(() => Promise.reject(new Error('down')));
  const { result } = renderHook(() => useAsync(load, []));
  await waitFor(() => expect(result.current.loading).toBe(false));
  await act(() => result.current.refresh());
  expect(result.current.error).toBeInstanceOf(Error);
  expect(result.current.data).toBeUndefined();
});

test('a refresh answered after the deps changed is dropped', async () => {
  const pending: ((v: string) => void)[] = [];
  const { result, rerender } = renderHook(
    ({ key }) =>
      useAsync(() => new Promise<string>((r) => pending.push(r)).then((v) => `${key}:${v}`), [key]),
    { initialProps: { key: 'a' } },
  );
  act(() => pending[0]('x'));
  await waitFor(() => expect(result.current.data).toBe('a:x'));
  let stale!: Promise<void>;
  act(() => {
    stale = result.current.refresh();
  });
  rerender({ key: 'b' });
  await act(async () => {
    pending[1]('old a');
    await stale;
  });
  expect(result.current.data).toBeUndefined();
  act(() => pending[2]('y'));
  await waitFor(() => expect(result.current.data).toBe('b:y'));
});

test('enabled false loads nothing until it turns true', async () => {
  const load = jest.fn(() => Promise.resolve('x'));
  const { result, rerender } = renderHook(({ on }) => useAsync(load, [], { enabled: on }), {
    initialProps: { on: false },
  });
  expect(load).not.toHaveBeenCalled();
  rerender({ on: true });
  await waitFor(() => expect(result.current.data).toBe('x'));
  expect(load).toHaveBeenCalledTimes(1);
});
