/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { EmojiText, UserName } from './EmojiText';

jest.mock('./community.css', () => ({}), { virtual: true });

describe('user text is shown, not obeyed (issue 32 row 9)', () => {
  it('draws a bidi override as a marker inside an isolate', () => {
    const { container } = render(<EmojiText text={'目标价 \u202E0001\u202C 元[微笑]'} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.className).toBe('user-text');
    expect(root.textContent).toBe('目标价 ⟨U+202E⟩0001⟨U+202C⟩ 元');
    expect(root.querySelector('img.emoji')?.getAttribute('alt')).toBe('[微笑]');
  });

  it('draws a nickname’s zero-width and control characters as markers in a <bdi>', () => {
    const { container } = render(<UserName text={'股友\u200B\u2067123'} className="n" />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.tagName).toBe('BDI');
    expect(root.textContent).toBe('股友⟨U+200B⟩⟨U+2067⟩123');
  });
});
