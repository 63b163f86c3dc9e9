/**
 * Route patterns as §2 (screens and routes) writes them ("/{market}/{code}.html"): react-router cannot match a param
 * with a suffix inside one segment, so patterns compile to regular expressions here.
 */
export type RouteParams = Record<string, string>;

export interface CompiledPattern {
  pattern: string;
  regex: RegExp;
  names: string[];
  /** Literal characters: more literal text = more specific; used to order matching. */
  specificity: number;
}

export function compilePattern(pattern: string): CompiledPattern {
  const names: string[] = [];
  let literal = 0;
  const source = pattern
    .split(/(\{[a-zA-Z]+\})/)
    .map((part) => {
      const m = /^\{([a-zA-Z]+)\}$/.exec(part);
      if (m) {
        names.push(m[1]);
        return '([^/]+?)';
      }
      literal += part.length;
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { pattern, regex: new RegExp(`^${source}/?$`), names, specificity: literal };
}

export function matchPattern(compiled: CompiledPattern, pathname: string): RouteParams | null {
  const m = compiled.regex.exec(pathname);
  if (!m) return null;
  const params: RouteParams = {};
  compiled.names.forEach((n, i) => {
    try {
      params[n] = decodeURIComponent(m[i + 1]);
    } catch {
      params[n] = m[i + 1]; // malformed escape: keep the raw text rather than fail the route
    }
  });
  return params;
}

/** First match among patterns ordered from most to least specific. */
export function matchFirst<T extends { compiled: CompiledPattern }>(
  entries: readonly T[],
  pathname: string,
): { entry: T; params: RouteParams } | null {
  for (const entry of entries) {
    const params = matchPattern(entry.compiled, pathname);
    if (params) return { entry, params };
  }
  return null;
}

/** The first entry matching the path with its params, or the fallback (the not-found page). */
export function matchOr<T extends { compiled: CompiledPattern }, F>(
  entries: readonly T[],
  fallback: F,
  pathname: string,
): { entry: T | F; params: RouteParams } {
  return matchFirst(entries, pathname) ?? { entry: fallback, params: {} };
}

export function bySpecificity<T extends { compiled: CompiledPattern }>(a: T, b: T): number {
  return b.compiled.specificity - a.compiled.specificity;
}
