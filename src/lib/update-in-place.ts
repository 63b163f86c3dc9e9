/**
 * Live lists keep one object per row across polls (§9 (business constants and limits) timers): a new reply is written into the row
 * object already shown, field by field, so a row whose values did not change is the same object with
 * the same values and its observer view does not re-render; only changed fields notify. Nested plain
 * objects (a sector's leading stock) are updated the same way; arrays and other values are replaced
 * when they differ. Fields the reply no longer has are removed.
 */

type Plain = Record<string, unknown>;

/** An object literal as JSON replies make them (or a MobX observable of one): not an array, date… */
export function isPlainObject(v: unknown): v is Plain {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Equal JSON-like values: primitives by Object.is, arrays and plain objects by their contents. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => k in b && sameValue(a[k], b[k]));
  }
  return false;
}

/**
 * Writes `source` into `target` and returns the number of fields written (0: nothing changed).
 * Run it inside a MobX action when `target` is observable.
 */
export function updateInPlace(target: Plain, source: Plain): number {
  let written = 0;
  for (const key of Object.keys(target))
    if (!(key in source)) {
      delete target[key];
      written += 1;
    }
  for (const key of Object.keys(source)) {
    const next = source[key];
    const prev = target[key];
    if (isPlainObject(prev) && isPlainObject(next)) written += updateInPlace(prev, next);
    else if (!sameValue(prev, next)) {
      target[key] = next;
      written += 1;
    }
  }
  return written;
}
