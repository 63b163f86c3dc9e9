/**
 * "Live or not", one answer for the whole app (issue 31 item 1). The app provides the quote
 * connection's answer (QuoteConnectionStore.isLive) through LiveContext; every area that shows live
 * numbers reads it here and takes the 非实时 style (NOT_LIVE_CLASS, the cold start's grey) when the
 * answer is no. Per connection without a key, per instrument with one.
 */
import { observer } from 'mobx-react-lite';
import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';
import { keyId, quoteKey } from '../../quote/keys';
import { NOT_LIVE_CLASS } from '../price-panel/not-live';
import './live.css';

export interface LiveSource {
  /** Observable: read it inside an observer, so the area follows the answer. */
  isLive(key?: string): boolean;
}

/** Without a provider (unit tests of a page, the early script) everything counts as live. */
export const LiveContext = createContext<LiveSource>({ isLive: () => true });

/** The instrument's key as the connection names it; undefined for a market the channel lacks. */
export function liveKeyOf(market: string, code: string): string | undefined {
  if (!market || !code) return undefined;
  try {
    return keyId(quoteKey(market, code));
  } catch {
    return undefined;
  }
}

/** Whether numbers of this instrument (or, without one, of this connection) are live; in an observer. */
export function useIsLive(key?: string): boolean {
  return useContext(LiveContext).isLive(key);
}

/** Adds the 非实时 class to `className` when not live. */
export function liveClass(live: boolean, className?: string): string | undefined {
  if (live) return className;
  return className ? `${className} ${NOT_LIVE_CLASS}` : NOT_LIVE_CLASS;
}

interface LiveAreaProps {
  /** The instrument's keyId (liveKeyOf); without one the area follows the connection. */
  liveKey?: string;
  /** The numbers came from a poll whose last refresh failed (PagedList.stale): not live either. */
  stale?: boolean;
  className?: string;
  style?: CSSProperties;
  testId?: string;
  children: ReactNode;
}

/** A block of live numbers: grey and marked `data-live="false"` while they are not live. */
export const LiveArea = observer(function LiveArea({
  liveKey,
  stale = false,
  className,
  style,
  testId,
  children,
}: LiveAreaProps) {
  const live = useIsLive(liveKey) && !stale;
  return (
    <div
      className={liveClass(live, className)}
      style={style}
      data-live={live ? 'true' : 'false'}
      data-testid={testId}
    >
      {children}
    </div>
  );
});
