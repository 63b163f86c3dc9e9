/**
 * The route schemas (`*.schema.ts`, TypeBox) are for the server: app code may take their types but
 * never their values, so neither they nor TypeBox reach the bundle.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SRC = path.resolve(__dirname, '../src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function isTypeOnly(st: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(st)) return st.isTypeOnly;
  const clause = st.importClause;
  if (!clause) return false; // an import for its side effects
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    clause.name === undefined &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.every((e) => e.isTypeOnly)
  );
}

/** Imports and re-exports of a schema module (or of TypeBox) that bring in values. */
function valueImportsOfSchemas(file: string, text = fs.readFileSync(file, 'utf8')): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st) && !ts.isExportDeclaration(st)) continue;
    const spec = st.moduleSpecifier;
    if (!spec || !ts.isStringLiteral(spec)) continue;
    const schemaModule = /\.schema$/.test(spec.text) || spec.text.startsWith('@sinclair/typebox');
    if (schemaModule && !isTypeOnly(st)) found.push(`${path.relative(SRC, file)}: ${spec.text}`);
  }
  return found;
}

describe('route schemas stay out of the app', () => {
  it('only schema files import schemas or TypeBox as values', () => {
    const appFiles = [...sourceFiles(SRC), ...sourceFiles(__dirname)].filter(
      (f) => !f.endsWith('.schema.ts'),
    );
    expect(appFiles.length).toBeGreaterThan(50);
    expect(appFiles.flatMap((f) => valueImportsOfSchemas(f))).toEqual([]);
  });

  it('notices a value import, and lets type imports through', () => {
    const file = path.join(SRC, 'api', 'probe.ts');
    const probe = [
      "import { Ok } from './contract/envelope.schema';",
      "import type { ErrorReply } from './contract/envelope.schema';",
      "import { type Static } from '@sinclair/typebox';",
      "export type { ForumPost } from './contract/community.schema';",
      "export { Media } from './contract/community.schema';",
    ].join('\n');
    expect(valueImportsOfSchemas(file, probe)).toEqual([
      'api/probe.ts: ./contract/envelope.schema',
      'api/probe.ts: ./contract/community.schema',
    ]);
  });
});
