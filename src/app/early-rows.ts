/**
 * A list screen's first rows before the framework (issue 38): run by index.html's early script
 * (early-boot.ts) on a list screen's URL, in a browser. It asks the screen's first calls as soon as
 * config.json has come (the page takes the answers over: api/early-calls.ts), waits for the page's
 * stylesheets the early script has asked for, and draws the screen's view (its page folder's
 * `early.ts`) in a block before the root, inert and hidden from assistive technology (the page's
 * own view, which replaces it, is the accessible one). The block goes as soon as the page's own
 * rows (or its failure) are in, in the same task, so the two never show together; the page's own
 * table sits where the block's did.
 *
 * The app's code starts once the block is drawn (or at index.html's 300 ms cap): evaluated sooner it
 * would hold the main thread while the rows' last hops wait behind it.
 */
import { detectPlatform } from '../../bridge/detect';
import { earlyGet, type EarlyCallsWindow, type GetCall } from '../api/early-calls';
import { unwrap } from '../api/envelope';
import type { EarlyListView } from '../components/early/early-view';
import type { EnvConfig } from '../config/environments';
import { setConfig } from '../config/load';
import { boardEarlyView } from '../pages/dragon-tiger/early';
import { constituentsEarlyView } from '../pages/sector/early';
import { rankEarlyView } from '../pages/sector/rank-early';
import { marginHistoryEarlyView, marginListEarlyView } from '../pages/margin/early';
import { rankListEarlyView } from '../pages/indices/early';

/** The list screens drawn before the framework. */
export const EARLY_LISTS: readonly EarlyListView[] = [
  boardEarlyView,
  constituentsEarlyView,
  marginHistoryEarlyView,
  marginListEarlyView,
  rankEarlyView,
  rankListEarlyView,
];

/** How long the rows wait for the page's stylesheets before drawing unstyled is ruled out. */
const STYLES_WAIT_MS = 1_000;
/** A block the rendered page has not replaced goes this long after the page's first render. */
const BLOCK_MAX_MS = 15_000;

export interface EarlyRowsWindow extends EarlyCallsWindow {
  __wapHoldApp?: Promise<void>;
  fetch?: typeof fetch;
}

/** Settles when every stylesheet link in the head has loaded (or failed), or after `capMs`. */
export function stylesheetsReady(doc: Document, capMs: number): Promise<void> {
  const pending = Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')).filter(
    (l) => !l.sheet,
  );
  const each = pending.map(
    (l) =>
      new Promise<void>((done) => {
        l.addEventListener('load', () => done());
        l.addEventListener('error', () => done());
      }),
  );
  return Promise.race([
    Promise.all(each).then(() => undefined),
    new Promise<void>((r) => setTimeout(r, capMs)),
  ]);
}

/**
 * What stands for the page's rows when it has none: its list's end or error line (react-vant
 * List), a table's failure with its retry, or the shell's error page (the page's code failed).
 */
export const SETTLED = '.rv-list__finished, .rv-list__error, .load-failed, .page-error';

/** The page's own view is in: its rows (the view's selector) or a state that stands for them. */
export function pageReplaced(root: ParentNode, view: EarlyListView): boolean {
  return !!root.querySelector(`${view.rendered}, ${SETTLED}`);
}

/**
 * Removes the block once the page has replaced it, or another URL is open. A page that renders but
 * never settles (its call hangs) has it removed BLOCK_MAX_MS after its first render, so the page's
 * own state shows; the cap starts then, not when the block is drawn, since the app's code can take
 * longer than that to arrive on a slow network.
 */
function removeWhenReplaced(win: Window, root: HTMLElement, block: HTMLElement, view: EarlyListView) {
  const at = win.location.pathname + win.location.search;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const obs = new MutationObserver(() => {
    if (pageReplaced(root, view) || win.location.pathname + win.location.search !== at) remove();
    else if (timer === undefined && root.firstChild) timer = setTimeout(remove, BLOCK_MAX_MS);
  });
  function remove() {
    obs.disconnect();
    clearTimeout(timer);
    block.remove();
  }
  obs.observe(root, { childList: true, subtree: true });
}

/**
 * Starts the URL's list view, when it has one: returns when its rows are drawn (or will not be), as
 * `__wapHoldApp`, which the app's code waits for; null when the URL has none.
 */
export function earlyRowsStart(
  win: Window & EarlyRowsWindow,
  /** config.json's answer, asked only when the URL has a view (it parses the answer). */
  configOf: () => Promise<EnvConfig | null> | null,
  now: () => number,
): Promise<void> | null {
  const { pathname, search } = win.location;
  const view = EARLY_LISTS.find((v) => v.matches(pathname, search));
  // In the app the host may draw the header (its bar, asked through the bridge): only the browser's
  // page top is known before the app runs.
  if (!view || typeof win.fetch !== 'function' || detectPlatform(win) !== 'web') return null;
  const config = configOf();
  if (!config) return null;
  const fetchFn = win.fetch.bind(win);
  const doc = win.document;
  const drawn = config
    .then((cfg) => {
      if (!cfg) return null;
      // The early script's own copy of the config module (it is bundled apart from the app): what
      // the views read through getConfig (the common header's download link) is this environment's.
      setConfig(cfg);
      const get = <T>({ service, path, params }: GetCall): Promise<T> =>
        earlyGet(win, fetchFn, cfg[service], cfg.appCode, path, params, now).then((body) => unwrap<T>(body));
      return view.load(get, now, pathname, search);
    })
    .then(async (draw) => {
      if (!draw) return;
      await stylesheetsReady(doc, STYLES_WAIT_MS);
      // The script runs in the head: by the time the answers are in, the body has long been parsed.
      const root = doc.getElementById('root');
      if (
        !root ||
        pageReplaced(root, view) ||
        win.location.pathname + win.location.search !== pathname + search
      )
        return;
      const block = doc.createElement('div');
      block.id = 'early-rows';
      block.className = 'early-rows';
      block.setAttribute('inert', '');
      block.setAttribute('aria-hidden', 'true');
      block.appendChild(draw(doc));
      root.parentNode?.insertBefore(block, root);
      removeWhenReplaced(win, root, block, view);
    })
    .catch(() => undefined);
  win.__wapHoldApp = drawn;
  return drawn;
}
