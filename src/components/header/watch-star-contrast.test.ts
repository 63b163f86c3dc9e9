/**
 * The filled 自选 star is a graphic that tells a state: WCAG 1.4.11 asks 3:1 against what it sits
 * on, the card in light and dark and the page grey (docs/accessibility.md). Read from the CSS the
 * page ships, so a colour change that drops below is caught here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { contrast } from '../../lib/contrast';

const read = (rel: string) => fs.readFileSync(path.join(__dirname, rel), 'utf8');

/** The first #rrggbb of `prop` inside the rule `selector { … }`. */
function colourIn(css: string, selector: string, prop: string): string {
  const at = css.indexOf(`${selector} {`);
  expect(at).toBeGreaterThanOrEqual(0);
  const block = css.slice(at, css.indexOf('}', at));
  const hex = new RegExp(`(^|[\\s;{])${prop}:\\s*(#[0-9a-f]{6})`, 'i').exec(block)?.[2];
  if (!hex) throw new Error(`no ${prop} in ${selector}`);
  return hex;
}

test.each([
  ['light', '.watch-star--on', ':root'],
  ['dark', ":root[data-theme='dark'] .watch-star--on", ":root[data-theme='dark']"],
])('%s: the filled star reaches 3:1 on the card and the page', (_theme, starRule, themeRule) => {
  const star = colourIn(read('header.css'), starRule, 'color');
  const theme = read('../../app/theme.css');
  for (const bg of ['--bg-card', '--bg', '--bg-muted']) {
    expect(contrast(star, colourIn(theme, themeRule, bg))).toBeGreaterThanOrEqual(3);
  }
});
