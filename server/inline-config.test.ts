import { CONFIG_MARK, configBlock, withInlineConfig } from './inline-config';

describe('config.json inside the page', () => {
  it.each([
    ['{"env":"local"}', '{"env":"local"}'],
    // Spacing and order as the file has them do not matter: it is parsed and written again.
    ['{ "env": "prod", "hosts": { "a": "https://x" } }', '{"env":"prod","hosts":{"a":"https://x"}}'],
    // Nothing in it can close the block or open markup.
    [
      '{"x":"</script><script>alert(1)</script>"}',
      '{"x":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}',
    ],
    ['{"x":"a&b <!-- c"}', '{"x":"a\\u0026b \\u003c!-- c"}'],
    ['{"x":"\u2028\u2029"}', '{"x":"\\u2028\\u2029"}'],
  ])('%s → a JSON block holding %s', (file, json) => {
    expect(configBlock(file)).toBe(`<script type="application/json" id="wap-config">${json}</script>`);
    const block = configBlock(file)!;
    // What the page's script reads back is the file's value.
    const text = /<script[^>]*>(.*)<\/script>/s.exec(block)![1];
    expect(JSON.parse(text)).toEqual(JSON.parse(file));
  });

  it.each(['', 'not json', '[1,2]', '"env"', 'null', '{"env":'])(
    'not a JSON object (%j): no block, the page asks for config.json itself',
    (file) => {
      expect(configBlock(file)).toBeNull();
      expect(withInlineConfig(`<head>${CONFIG_MARK}</head>`, file)).toBe(`<head>${CONFIG_MARK}</head>`);
    },
  );

  it('replaces the mark only, once; a page without a mark or without a file is unchanged', () => {
    expect(withInlineConfig(`<head>${CONFIG_MARK}<script>1</script></head>`, '{"env":"local"}')).toBe(
      '<head><script type="application/json" id="wap-config">{"env":"local"}</script><script>1</script></head>',
    );
    expect(withInlineConfig('<head></head>', '{"env":"local"}')).toBe('<head></head>');
    expect(withInlineConfig(`<head>${CONFIG_MARK}</head>`, null)).toBe(`<head>${CONFIG_MARK}</head>`);
    // A `$'` in the file is text, not a replacement pattern.
    expect(withInlineConfig(`${CONFIG_MARK}!`, '{"x":"$\'"}')).toContain('{"x":"$\'"}</script>!');
  });
});
