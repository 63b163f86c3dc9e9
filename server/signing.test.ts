import { SIGN_WINDOW_MS } from '../contract/signing';
import { NonceGuard } from './signing';

describe('NonceGuard', () => {
  it('refuses a nonce seen within the window, admits it once the window has passed', () => {
    const g = new NonceGuard();
    expect(g.admit('a'.repeat(16), 1000, 1000)).toBe('ok');
    expect(g.admit('a'.repeat(16), 1000, 1000 + SIGN_WINDOW_MS)).toBe('replayed');
    expect(g.admit('a'.repeat(16), 1000, 1001 + SIGN_WINDOW_MS)).toBe('ok');
  });

  it('is bounded: at capacity it refuses new nonces instead of forgetting live ones', () => {
    const g = new NonceGuard(3);
    for (const n of ['n1', 'n2', 'n3']) expect(g.admit(n, 0, 0)).toBe('ok');
    expect(g.admit('n4', 0, 10)).toBe('full');
    expect(g.admit('n1', 0, 10)).toBe('replayed');
    // Once their window has passed the old ones are pruned and room is free again.
    expect(g.admit('n4', SIGN_WINDOW_MS + 1, SIGN_WINDOW_MS + 1)).toBe('ok');
    expect(g.size).toBe(1);
  });
});
