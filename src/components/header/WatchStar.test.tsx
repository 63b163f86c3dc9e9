/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { WatchStar } from './WatchStar';

describe('WatchStar', () => {
  it.each([
    [false, '加自选', 'false'],
    [true, '删自选', 'true'],
  ])('active %s: named %s, aria-pressed %s', (active, name, pressed) => {
    const onToggle = jest.fn();
    render(<WatchStar active={active} onToggle={onToggle} />);
    const b = screen.getByRole('button', { name });
    expect(b.getAttribute('aria-pressed')).toBe(pressed);
    fireEvent.click(b);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('names which instrument where a page shows many', () => {
    render(<WatchStar active={false} label="腾讯控股" onToggle={() => undefined} />);
    expect(screen.getByRole('button', { name: '加自选 腾讯控股' })).toBeTruthy();
  });
});
