/** @jest-environment jsdom */
import { ThemeStore, UPDOWN_STORAGE_KEY, type SettingStorage } from './theme';

function memory(initial: Record<string, string> = {}): SettingStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
}

describe('涨跌颜色', () => {
  test('defaults to 红涨绿跌 with no attribute', () => {
    const root = document.createElement('html');
    const t = new ThemeStore(root, memory());
    expect(t.updown).toBe('red-up');
    expect(root.hasAttribute('data-updown')).toBe(false);
  });

  test('a choice is applied and kept on the device; the next page starts with it', () => {
    const storage = memory();
    const root = document.createElement('html');
    new ThemeStore(root, storage).chooseUpdown('blue-orange');
    expect(root.getAttribute('data-updown')).toBe('blue-orange');
    expect(storage.data[UPDOWN_STORAGE_KEY]).toBe('blue-orange');
    const next = document.createElement('html');
    expect(new ThemeStore(next, storage).updown).toBe('blue-orange');
    expect(next.getAttribute('data-updown')).toBe('blue-orange');
  });

  test('a stored value that is not a scheme, or storage that throws, gives the default', () => {
    expect(new ThemeStore(null, memory({ [UPDOWN_STORAGE_KEY]: '<b>' })).updown).toBe('red-up');
    const throwing: SettingStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const t = new ThemeStore(null, throwing);
    expect(t.updown).toBe('red-up');
    t.chooseUpdown('green-up');
    expect(t.updown).toBe('green-up');
  });

  test("the host's setting is applied but not stored", () => {
    const storage = memory();
    const t = new ThemeStore(null, storage);
    t.applyHostUpdown('green-up');
    expect(t.updown).toBe('green-up');
    expect(storage.data).toEqual({});
  });
});
