/**
 * The rolling news bar's place while its code and its list are on their way: the bar itself, 资讯
 * and an empty line, so the chart under it does not move when the news comes. Drawn only once the
 * list came, the bar pushed the chart and everything under it 45 px down about 350 ms after the
 * first render on every stock home load (a layout shift of 0.03; the e2e test that measured the
 * chart and its live line one after the other saw them 45 px apart).
 */
import './rolling-news.css';

export function NewsBarBox() {
  return (
    <div className="rolling-news rolling-news--pending" aria-hidden data-testid="rolling-news-pending">
      <span className="rolling-news__icon">资讯</span>
      <div className="rolling-news__viewport" />
    </div>
  );
}
