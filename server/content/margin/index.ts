/** One margin book per server (built lazily on the first margin call, rebuilt per published day). */
import type { ServerContext } from '../../context';
import { MarginBook } from './book';

const byContext = new WeakMap<ServerContext, MarginBook>();

export function marginOf(ctx: ServerContext): MarginBook {
  let book = byContext.get(ctx);
  if (!book) {
    book = new MarginBook(ctx.market);
    byContext.set(ctx, book);
  }
  return book;
}
