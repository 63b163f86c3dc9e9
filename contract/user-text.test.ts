import { controlMarker, showControls } from './user-text';

describe('showControls (issue 32 row 9)', () => {
  test.each([
    // The example: an override that would make 0001 read 1000.
    ['目标价 \u202E0001\u202C 元', '目标价 ⟨U+202E⟩0001⟨U+202C⟩ 元'],
    ['a\u202Ab\u202Bc\u202Dd', 'a⟨U+202A⟩b⟨U+202B⟩c⟨U+202D⟩d'],
    ['\u2066x\u2067y\u2068z\u2069', '⟨U+2066⟩x⟨U+2067⟩y⟨U+2068⟩z⟨U+2069⟩'],
    ['买\u200B入', '买⟨U+200B⟩入'],
    ['\u200C\u200D\u200E\u200F', '⟨U+200C⟩⟨U+200D⟩⟨U+200E⟩⟨U+200F⟩'],
    ['\u061C1', '⟨U+061C⟩1'],
    ['\uFEFF开头', '⟨U+FEFF⟩开头'],
    ['nul\u0000bell\u0007esc\u001B', 'nul⟨U+0000⟩bell⟨U+0007⟩esc⟨U+001B⟩'],
    ['vt\u000Bff\u000C', 'vt⟨U+000B⟩ff⟨U+000C⟩'],
    ['del\u007F c1\u0085\u009B', 'del⟨U+007F⟩ c1⟨U+0085⟩⟨U+009B⟩'],
    ['line\u2028para\u2029', 'line⟨U+2028⟩para⟨U+2029⟩'],
    ['soft\u00ADhyphen wj\u2060', 'soft⟨U+00AD⟩hyphen wj⟨U+2060⟩'],
    ['tag\u{E0041}', 'tag⟨U+E0041⟩'],
  ])('%j is shown as %j', (input, shown) => {
    expect(showControls(input)).toBe(shown);
  });

  test.each([
    ['plain 中文 text [微笑]', 'plain 中文 text [微笑]'],
    ['two\nlines', 'two\nlines'],
    // A form post sends CR LF; a lone CR is a line break too; a tab is only a space.
    ['two\r\nlines\rthree', 'two\nlines\nthree'],
    ['a\tb', 'a b'],
    // A ZWJ inside an emoji sequence only joins the pictures.
    ['家庭👨\u200D👩\u200D👧', '家庭👨\u200D👩\u200D👧'],
    ['❤\uFE0F\u200D🔥', '❤\uFE0F\u200D🔥'],
    // …but not between letters or digits.
    ['1\u200D2', '1⟨U+200D⟩2'],
    ['עברית 123', 'עברית 123'],
  ])('%j stays %j', (input, shown) => {
    expect(showControls(input)).toBe(shown);
  });

  test('applying it twice changes nothing more (markers hold no control)', () => {
    const once = showControls('目标价 \u202E0001\u202C 元\u200B\u0000');
    expect(showControls(once)).toBe(once);
  });

  test('a marker names the code point in upper-case hex, at least four digits', () => {
    expect(controlMarker(0x7)).toBe('⟨U+0007⟩');
    expect(controlMarker(0xe0041)).toBe('⟨U+E0041⟩');
  });
});
