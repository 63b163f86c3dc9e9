/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { ExpandText } from './ExpandText';

describe('ExpandText (48-character threshold)', () => {
  test('48 characters show whole, without a toggle', () => {
    const text = '字'.repeat(48);
    render(<ExpandText text={text} />);
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('49 characters collapse to 48 plus ... and expand and collapse on tap', () => {
    const text = `${'甲'.repeat(48)}乙`;
    const { container } = render(<ExpandText text={text} />);
    expect(container.textContent).toBe(`${'甲'.repeat(48)}...展开`);
    fireEvent.click(screen.getByRole('button', { name: '展开' }));
    expect(container.textContent).toBe(`${text}收起`);
    fireEvent.click(screen.getByRole('button', { name: '收起' }));
    expect(container.textContent).toBe(`${'甲'.repeat(48)}...展开`);
  });

  test('missing text shows --', () => {
    const { container } = render(<ExpandText text={undefined} />);
    expect(container.textContent).toBe('--');
  });
});
