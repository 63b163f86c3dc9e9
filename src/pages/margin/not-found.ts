/** An unknown stock or date is answered 404 (docs/margin.md): the page shows "no data", not an error. */
import { ApiError } from '../../api/errors';

export async function nullOn404<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}
