/**
 * /search.html (§2 (screens and routes) "Search", §4 (states and transitions), §5 (validation rules)): a search box (股票代码/名称/首字母) with 取消; the hot-search
 * ranking while the box is blank; otherwise results 15 a page, searched 500 ms after the last key
 * stroke. A pick is counted (hotSerchAdd) and opens the stock page, or the fund host for funds.
 */
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { goBack, openExternal } from '../../components/navigation/external-link';
import { SEARCH_KEYWORD_MAX, SEARCH_PAGE_SIZE, type SearchHit } from '../../../contract/search';
import { AsyncBlock } from '../../components/async/AsyncBlock';
import { useAsync } from '../../components/async/use-async';
import { InfiniteList } from '../../components/list/InfiniteList';
import { pageNumberPaging } from '../../components/list/paged-list';
import { usePagedList } from '../../components/list/use-paged-list';
import { WatchStar } from '../../components/header/WatchStar';
import { getConfig } from '../../config/load';
import {
  clampKeyword,
  HOT_TITLE,
  hitTarget,
  hitWatchId,
  marketTag,
  isBlankKeyword,
  NO_MATCH_TEXT,
  NO_MORE_TEXT,
  SEARCH_DEBOUNCE_MS,
  SEARCH_PLACEHOLDER,
} from '../../lib/info/search';
import { addHotSearch, getHotSearches, searchStocks } from '../../services/search';
import { useStores } from '../../stores/context';
import './search.css';

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

export default function SearchPage() {
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const keyword = useDebounced(input.trim(), SEARCH_DEBOUNCE_MS);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => inputRef.current?.focus(), []);

  const pick = useCallback(
    (hit: SearchHit) => {
      // Count the pick without holding the user up; a failed count must not block navigation.
      addHotSearch(hit.Market, hit.Symbol).catch(() => undefined);
      const target = hitTarget(hit, getConfig().fundHost);
      if (target.kind === 'external') void openExternal(target.url, { title: hit.Name });
      else void navigate(target.path);
    },
    [navigate],
  );

  const cancel = () => goBack(navigate);

  return (
    <div className="search-page">
      <form
        className="search-page__bar"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          inputRef.current?.blur();
        }}
      >
        <label className="search-page__field">
          <span className="search-page__icon" aria-hidden />
          <input
            ref={inputRef}
            type="search"
            value={input}
            placeholder={SEARCH_PLACEHOLDER}
            maxLength={SEARCH_KEYWORD_MAX}
            // maxLength counts UTF-16 units; the cut keeps whole characters (a paste longer than 20 too).
            onChange={(e) => setInput(clampKeyword(e.target.value, SEARCH_KEYWORD_MAX))}
            autoComplete="off"
            enterKeyHint="search"
            aria-label="搜索"
          />
          {input && (
            <button
              type="button"
              className="search-page__clear"
              aria-label="清除"
              onClick={() => setInput('')}
            />
          )}
        </label>
        <button type="button" className="search-page__cancel touch-target" onClick={cancel}>
          取消
        </button>
      </form>
      {isBlankKeyword(input) ? (
        <HotSearches onPick={pick} />
      ) : (
        // A new keyword is a new list from the first page (§4 (states and transitions) "typing resets the page").
        <Results key={keyword} keyword={keyword} onPick={pick} />
      )}
    </div>
  );
}

/**
 * A hit: one button opens it; beside it (not inside: one tap target each) the 自选 star
 * (beyond the spec: docs/watchlist-and-alerts.md), for anything with a stock home.
 */
const HitRow = observer(function HitRow({
  hit,
  rank,
  onPick,
}: {
  hit: SearchHit;
  rank?: number;
  onPick: (h: SearchHit) => void;
}) {
  const { watchlist } = useStores();
  const tag = marketTag(hit);
  const wid = hitWatchId(hit);
  return (
    <div className="search-hit-row" data-testid="search-hit">
      <button type="button" className="search-hit" onClick={() => onPick(hit)}>
        {rank !== undefined && (
          <span className={`search-hit__rank search-hit__rank--${Math.min(rank, 4)}`}>{rank}</span>
        )}
        <span className="search-hit__name">{hit.Name}</span>
        <span className="search-hit__code">{hit.Symbol}</span>
        <span className={`search-hit__market search-hit__market--${tag.tone}`}>{tag.label}</span>
      </button>
      {wid && (
        <WatchStar active={watchlist.has(wid)} label={hit.Name} onToggle={() => void watchlist.toggle(wid)} />
      )}
    </div>
  );
});

function HotSearches({ onPick }: { onPick: (h: SearchHit) => void }) {
  const state = useAsync(() => getHotSearches(), []);
  return (
    <section className="search-page__hot">
      <h2>{HOT_TITLE}</h2>
      <AsyncBlock state={state} isEmpty={(d) => d.length === 0}>
        {(list) => (
          <div>
            {list.map((h, i) => (
              <HitRow key={`${h.Market}${h.Symbol}`} hit={h} rank={i + 1} onPick={onPick} />
            ))}
          </div>
        )}
      </AsyncBlock>
    </section>
  );
}

function Results({ keyword, onPick }: { keyword: string; onPick: (h: SearchHit) => void }) {
  const list = usePagedList<SearchHit, number>({
    first: 1,
    keyOf: (h) => `${h.Market}${h.Symbol}`,
    // Below 15 hits the list ends with 没有更多了 (§5 (validation rules)).
    fetchPage: pageNumberPaging(
      async (page) => (keyword ? ((await searchStocks(keyword, page)).hits ?? []) : []),
      SEARCH_PAGE_SIZE,
    ),
  });
  if (!keyword) return null;
  return (
    <InfiniteList
      className="search-page__results"
      list={list}
      renderItem={(h) => <HitRow hit={h} onPick={onPick} />}
      finishedText={NO_MORE_TEXT}
      emptyText={<div className="search-page__empty">{NO_MATCH_TEXT}</div>}
    />
  );
}
