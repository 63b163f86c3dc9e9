/**
 * Which modules of a package the bundle may drop when nothing from them is used (rollup.config.mjs
 * treeshake.moduleSideEffects): its package.json "sideEffects" (false, or the list of files that
 * have them), read once per package. Without it @react-vant/icons, which lists only its index,
 * put all ~200 of its icons in the app chunk (348 KB of source, 73 KB gz) where the app draws a
 * few. A package that says nothing keeps every module: nothing is dropped on a guess.
 *
 * CommonJS so that both the Rollup config (ESM) and the Jest table test (CJS) load it as it is.
 */
const fs = require('node:fs');
const path = require('node:path');

const readDeclared = (root) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).sideEffects ?? null;
  } catch {
    // No readable package.json at the root (a nested folder): keep the module.
    return null;
  }
};

/** A "sideEffects" pattern as webpack reads it: `**` any folders, `*` within one, no slash = any folder. */
function sideEffectGlob(pattern) {
  const p = pattern.replace(/^\.\//, '');
  const body = p
    .split(/(\*\*\/|\*\*|\*)/)
    .map((part) =>
      part === '**/'
        ? '(?:.*/)?'
        : part === '**'
          ? '.*'
          : part === '*'
            ? '[^/]*'
            : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(p.includes('/') ? `^${body}$` : `(?:^|/)${body}$`);
}

/** `declaredSideEffects(id)`: whether the module at `id` may have side effects, as its package says. */
function createSideEffects(read = readDeclared) {
  const declaredOf = new Map();
  return (id) => {
    const m = /^(.*\/node_modules\/(?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(id.split(path.sep).join('/'));
    if (!m) return true;
    const [, root, file] = m;
    if (!declaredOf.has(root)) declaredOf.set(root, read(root));
    const declared = declaredOf.get(root);
    if (declared === false) return false;
    if (!Array.isArray(declared)) return true;
    return declared.some((pattern) => sideEffectGlob(pattern).test(file));
  };
}

module.exports = { sideEffectGlob, createSideEffects, declaredSideEffects: createSideEffects() };
