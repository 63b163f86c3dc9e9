/** The fixed footer prompting to download the app (§1, §2); hidden inside the host app. */
import { observer } from 'mobx-react-lite';
import { openAppDownload } from '../../components/navigation/external-link';
import { appDownloadUrl } from '../../config/download';
import type { HostStore } from '../../stores/host';

export const DownloadFooter = observer(function DownloadFooter({ host }: { host: HostStore }) {
  if (host.inApp) return null;
  return (
    <footer className="download-footer" data-testid="download-footer">
      <div className="download-footer__logo" aria-hidden>
        <svg viewBox="0 0 32 32" width="30" height="30">
          <rect width="32" height="32" rx="7" fill="#e94041" />
          <path
            d="M7 21l6-7 5 4 7-9"
            fill="none"
            stroke="#fff"
            strokeWidth="2.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      <div className="download-footer__text">
        <strong>下载APP</strong>
        <span>实时行情 · 专业资讯 · 股友交流</span>
      </div>
      <a
        className="download-footer__button"
        href={appDownloadUrl()}
        onClick={(e) => {
          // Through the bridge like every way out of the H5 screens (docs/bridge.md openDownload).
          e.preventDefault();
          void openAppDownload();
        }}
      >
        立即下载
      </a>
    </footer>
  );
});
