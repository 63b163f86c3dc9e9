/**
 * Runtime environments (§7 (the calls it makes) "Environment services"). One bundle serves every environment: the
 * environment is picked at boot from config.json beside index.html (see load.ts).
 *
 * Host fields hold an origin ('' = same origin); the §7 (the calls it makes) service path prefixes are constants in
 * contract/*, because they are the same everywhere. `quotes` and `money` are relative
 * prefixes, as §7 (the calls it makes) says.
 */

export type EnvName = 'local' | 'dev' | 'test' | 'preview' | 'production';

export interface TokenConfig {
  AppKey: string;
  AppSecret: string;
  Name: string;
  Desc: string;
  Version: '1.0.0';
  Type: 'h5';
}

export interface EnvConfig {
  env: EnvName;
  /** Websocket quote channel URL; '' = same origin /ws/quote. */
  apihqDomain: string;
  rankHost: string;
  gmgQuoteHost: string;
  rjhyQuoteHost: string;
  rjhyNewsHost: string;
  stockQuoteHost: string;
  stockDiagnosisHost: string;
  quotes: string;
  money: string;
  circle: string;
  sms: string;
  user: string;
  rzrq: string;
  plateChart: string;
  rjhyQuoteSector: string;
  file: string;
  doNews: string;
  hqToken: string;
  hqInfo: string;
  plateBasic: string;
  /** Fund pages live on their own host (search results of fund type go to {fundHost}/detail/{code}). */
  fundHost: string;
  /** The company's app download page (read through appDownloadUrl in ./download). */
  downloadUrl: string;
  /**
   * Where the common header's menu entries go, by entry key (src/components/header/menu.ts): an
   * in-app route ('/markIndex.html?tab=2') or an external page (https://…). Unset: the menu's defaults.
   */
  menuTargets?: Readonly<Record<string, string>>;
  /**
   * The live connection's timing (§4 (states and transitions): reconnect delay, retry limit, heartbeat), by field of
   * src/quote/constants.ts QUOTE_CONNECTION (milliseconds; maxRetries a count). Unset fields keep
   * §4 (states and transitions)'s values; unknown fields and values that are not finite numbers ≥ 0 are ignored
   * (quoteTimingFrom). An operator tunes it per environment; the fault tests raise the retry limit.
   */
  quoteConnection?: Readonly<Record<string, number>>;
  tokenConfig: TokenConfig;
  channelId: 'channelH5';
  /** Value of the fixed application-code header. */
  appCode: string;
  /** Value of the app-version header on news calls. */
  appVersion: string;
}

/** Service keys usable with the HTTP layer: every host-like field. */
export type ServiceName = Exclude<
  keyof EnvConfig,
  | 'env'
  | 'tokenConfig'
  | 'channelId'
  | 'appCode'
  | 'appVersion'
  | 'downloadUrl'
  | 'fundHost'
  | 'apihqDomain'
  | 'menuTargets'
  | 'quoteConnection'
>;

/**
 * Path of the app download page on the company's website, the site that serves this bundle under
 * /wap/ (the local reference server serves one too).
 */
export const DEFAULT_DOWNLOAD_PATH = '/download.html';

const localToken: TokenConfig = {
  AppKey: 'wapquote-h5',
  // The local reference server's secret (server/settings.ts WAP_APP_SECRET default). Production
  // secrets are delivered in config.json by the deployment, never committed.
  AppSecret: 'wap-quote-local-secret',
  Name: 'wap-quote',
  Desc: 'wap-quote H5',
  Version: '1.0.0',
  Type: 'h5',
};

function sameOriginEverything(env: EnvName): EnvConfig {
  return {
    env,
    apihqDomain: '',
    rankHost: '',
    gmgQuoteHost: '',
    rjhyQuoteHost: '',
    rjhyNewsHost: '',
    stockQuoteHost: '',
    stockDiagnosisHost: '',
    quotes: '/dyapi',
    money: '/money',
    circle: '',
    sms: '',
    user: '',
    rzrq: '',
    plateChart: '',
    rjhyQuoteSector: '',
    file: '',
    doNews: '',
    hqToken: '',
    hqInfo: '',
    plateBasic: '',
    fundHost: '',
    downloadUrl: DEFAULT_DOWNLOAD_PATH,
    tokenConfig: localToken,
    channelId: 'channelH5',
    appCode: 'wapquote-h5',
    appVersion: '1.0.0',
  };
}

/** Hosts a deployed environment names in config.json. */
export interface GatewayHosts {
  quote: string;
  gateway: string;
  passport: string;
  info: string;
  fund?: string;
  ws?: string;
  /** The company's website (origin), home of the app download page. */
  site?: string;
}

/**
 * Gateway layout of §7 (the calls it makes): quote-type services on the quote host, news/circle/sms/user/file on the
 * gateway host, token passport and info center on their own hosts. The deployment's config.json
 * names the hosts (`hosts`), so no real host is baked into the bundle; `site` is the company's
 * website, whose /download.html is the app download page (same origin when not named).
 */
export function gatewayEnvironment(env: Exclude<EnvName, 'local'>, hosts: GatewayHosts): EnvConfig {
  const base = sameOriginEverything(env);
  return {
    ...base,
    apihqDomain: hosts.ws ?? '',
    rankHost: hosts.quote,
    gmgQuoteHost: hosts.quote,
    rjhyQuoteHost: hosts.quote,
    stockQuoteHost: hosts.quote,
    stockDiagnosisHost: hosts.quote,
    rzrq: hosts.quote,
    plateChart: hosts.quote,
    rjhyQuoteSector: hosts.quote,
    rjhyNewsHost: hosts.gateway,
    circle: hosts.gateway,
    sms: hosts.gateway,
    user: hosts.gateway,
    file: hosts.gateway,
    doNews: hosts.gateway,
    plateBasic: hosts.gateway,
    hqToken: hosts.passport,
    hqInfo: hosts.info,
    fundHost: hosts.fund ?? '',
    downloadUrl: `${hosts.site ?? ''}${DEFAULT_DOWNLOAD_PATH}`,
  };
}

/**
 * Where the local environment's external sites are: the reference server plays the company's
 * information center and fund site beside /wap/ (server/routes/sites.ts), as it plays the download
 * page, so the header menu's 资讯 and 基金 and fund search hits lead somewhere real. Deployed
 * environments name their own (config.json hosts.info / hosts.fund).
 */
export const LOCAL_SITES = { hqInfo: '/info', fundHost: '/fund' } as const;

export const localEnvironment = (): EnvConfig => ({ ...sameOriginEverything('local'), ...LOCAL_SITES });
