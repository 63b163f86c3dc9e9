/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { PART_ERROR_TEXT, PartError, retryableLazy } from './PartError';

describe('a lazily loaded part whose code fails to arrive', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a retry in its own place, keeps the rest of the page, and loads anew on a tap', async () => {
    const Tabs = ({ label }: { label: string }) => <span>{label}</span>;
    const load = jest
      .fn<Promise<{ default: typeof Tabs }>, []>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Tabs });
    const { Part, reset } = retryableLazy(load);
    // React logs the caught error; the boundary is what is under test.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <div>
        <span>price 1510.50</span>
        <PartError onRetry={reset}>
          <Suspense fallback={<span>正在加载...</span>}>
            <Part label="资讯" />
          </Suspense>
        </PartError>
      </div>,
    );
    const retry = await screen.findByText(PART_ERROR_TEXT);
    expect(screen.getByText('price 1510.50')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      fireEvent.click(retry);
    });
    expect(await screen.findByText('资讯')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(PART_ERROR_TEXT)).toBeNull();
  });
});
