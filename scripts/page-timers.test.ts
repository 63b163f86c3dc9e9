/**
 * Issue 30 item 2: a page's own setInterval fails `npm test` (the lint step). This checks the rule
 * is there for every file under src/pages and not on the kit's own timer hook. (ESLint's config is
 * an ES module jest cannot import, so it asks the CLI: `eslint --print-config`.)
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const ESLINT = path.join(ROOT, 'node_modules', '.bin', 'eslint');

function rulesFor(file: string): Record<string, unknown> {
  const out = execFileSync(ESLINT, ['--print-config', file], { cwd: ROOT, encoding: 'utf8' });
  return (JSON.parse(out) as { rules: Record<string, unknown> }).rules;
}

const severity = (rule: unknown): unknown => (Array.isArray(rule) ? rule[0] : rule);

test.each(['src/pages/sector/FlowCharts.tsx', 'src/pages/x/y.ts'])('%s may not call setInterval', (file) => {
  const rules = rulesFor(file);
  expect(severity(rules['no-restricted-globals'])).toBe(2);
  expect(JSON.stringify(rules['no-restricted-globals'])).toContain('"name":"setInterval"');
  expect(JSON.stringify(rules['no-restricted-properties'])).toContain(
    '"object":"window","property":"setInterval"',
  );
});

test('the kit that owns the timer is outside the rule', () => {
  const rules = rulesFor('src/components/async/use-every.ts');
  expect(JSON.stringify(rules['no-restricted-globals'] ?? [])).not.toContain('setInterval');
});
