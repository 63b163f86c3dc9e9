/**
 * What the app's live-quote users need from the connection: subscribe and request. The app's
 * QuoteConnectionStore implements it; stores and the chart kit take it, so tests pass a fake.
 */
import type { QuoteListener } from './connection';
import type { Message, QuoteKey } from '../../contract/quote-protocol';

export interface QuoteTransport {
  subscribe<B = unknown, Q extends { key: QuoteKey[] } = { key: QuoteKey[] }>(
    type: number,
    body: Q,
    listener: QuoteListener<B>,
  ): () => void;
  request<B = unknown>(type: number, body: object): Promise<Message<B>>;
}
