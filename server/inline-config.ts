/**
 * config.json inside the page (issue 38: the stock home's price): index.html carries a
 * `<!--config-->` mark in its head, before its first script, and the server puts the file's JSON
 * there as a non-executable block (`<script type="application/json" id="wap-config">`) when it sends
 * the page. The head script then reads the environment at once instead of asking for config.json
 * and waiting for the answer; the early script's quote token call and socket start during the
 * page's parse, not a round trip (and a busy main thread's turn) later. Still read at run time, from
 * the file beside index.html (DESIGN: environments); the offline package, served by no server,
 * keeps the mark and the head script asks for config.json as before.
 */

export const CONFIG_MARK = '<!--config-->';

/**
 * The JSON text as a block safe inside HTML: valid JSON only (anything else is left to the page's
 * own request, which reports it as before), re-serialised, with `<`, `>`, `&` and the two JavaScript
 * line separators escaped so no text in it can close the block or open markup.
 */
export function configBlock(text: string): string | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const json = JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="wap-config">${json}</script>`;
}

/** The page with config.json's block at its mark; unchanged without a mark or a usable file. */
export function withInlineConfig(html: string, configText: string | null): string {
  const block = configText === null ? null : configBlock(configText);
  if (!block || !html.includes(CONFIG_MARK)) return html;
  return html.replace(CONFIG_MARK, () => block);
}
