/**
 * /detail/{market}/{symbol}/{type}/{id}.html (§2 (screens and routes) "Article detail"), all 7 types: title suffix by
 * type, the sanitised body, 查看原文 for a PDF, the quote strip and recommended reading (types 1 and
 * 5) and the disclaimer (types 1, 3, 5, 6, 7).
 */
import { Link } from 'react-router-dom';
import { externalClick } from '../../components/navigation/external-link';
import { usePageRoute } from '../../components/page/page-context';
import { usePageTitle } from '../../components/page/title';
import { AsyncBlock } from '../../components/async/AsyncBlock';
import { useAsync } from '../../components/async/use-async';
import { RichText } from '../../components/rich-text/RichText';
import { formatDate } from '../../lib/format/time';
import { regionOf } from '../../lib/market';
import {
  articlePath,
  articleTypeSuffix,
  hasDisclaimer,
  hasQuoteStrip,
  hasRecommended,
  parseArticleType,
  pickRecommended,
  RECOMMENDED_FETCH,
  type ArticleType,
} from '../../lib/info/article';
import { infoSymbol } from '../../lib/info/symbol';
import { getRecommended } from '../../services/news';
import { loadArticle, type ArticleView } from './article-view';
import { QuietBoundary } from './QuietBoundary';
import { QuoteStrip } from './QuoteStrip';
import './article.css';

export default function ArticlePage() {
  const { params } = usePageRoute();
  const market = params.market ?? '';
  const symbol = params.symbol ?? '';
  const id = params.id ?? '';
  const type = parseArticleType(params.type);
  usePageTitle(type ? `${infoSymbol(market, symbol)}${articleTypeSuffix(type)}` : undefined);
  if (!type || !id) return <div className="article__missing">文章不存在</div>;
  return <Article key={`${type}/${id}`} market={market} symbol={symbol} type={type} id={id} />;
}

/** Which article, and the instrument whose pages it was opened from. */
interface ArticleRef {
  market: string;
  symbol: string;
  type: ArticleType;
  id: string;
}

function Article({ market, symbol, type, id }: ArticleRef) {
  const state = useAsync(() => loadArticle(type, id, regionOf(market)), [type, id, market]);
  return (
    <div className="article">
      <AsyncBlock state={state}>
        {(a) => (
          <>
            <ArticleBody article={a} type={type} />
            {hasQuoteStrip(type) && market && symbol && (
              <QuietBoundary>
                <QuoteStrip market={market} symbol={symbol} />
              </QuietBoundary>
            )}
            {hasDisclaimer(type) && <p className="article__disclaimer">{a.disclaimer}</p>}
            {hasRecommended(type) && market && symbol && (
              <Recommended market={market} symbol={symbol} type={type} id={id} />
            )}
          </>
        )}
      </AsyncBlock>
    </div>
  );
}

function ArticleBody({ article, type }: { article: ArticleView; type: ArticleType }) {
  return (
    <article className="article__main">
      <h1 className="article__title">{article.title}</h1>
      <div className="article__meta">
        <span className="article__tag">{articleTypeSuffix(type)}</span>
        {article.source && <span>{article.source}</span>}
        {article.time && <span>{article.time}</span>}
      </div>
      {article.research && (
        <div className="article__research">
          {article.research.kind && <span>{article.research.kind}</span>}
          {article.research.rating && (
            <span className={`rating-badge rating-badge--${article.research.ratingTone}`}>
              {article.research.rating}
            </span>
          )}
          {article.research.target && <span>目标价 {article.research.target}</span>}
        </div>
      )}
      <RichText html={article.html} className="article__content" />
      {article.pdfUrl && (
        <a
          className="article__pdf"
          href={article.pdfUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={externalClick(article.pdfUrl, { title: '查看原文', newTabOnWeb: true })}
        >
          查看原文
        </a>
      )}
    </article>
  );
}

function Recommended({ market, symbol, type, id }: ArticleRef) {
  const state = useAsync(() => getRecommended(market, symbol, RECOMMENDED_FETCH, 1), [market, symbol]);
  const items = state.data ? pickRecommended(state.data, id) : [];
  if (items.length === 0) return null;
  return (
    <section className="article__recommended">
      <h2>推荐阅读</h2>
      {items.map((r) => (
        <Link key={r.newId} to={articlePath(market, symbol, type, r.newId)} className="article__rec-item">
          <span className="article__rec-title">{r.title}</span>
          <span className="article__rec-time">{formatDate(r.releaseTime, regionOf(market))}</span>
        </Link>
      ))}
    </section>
  );
}
