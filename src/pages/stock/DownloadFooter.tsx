/** The fixed footer prompting to download the app (§1 (what the product does and for whom), §2 (screens and routes)); hidden inside the host app. */
import { observer } from 'mobx-react-lite';
import { LogoIcon } from '../../components/header/icons';
import { openAppDownload } from '../../components/navigation/external-link';
import { appDownloadUrl } from '../../config/download';
import type { HostStore } from '../../stores/host';

export const DownloadFooter = observer(function DownloadFooter({ host }: { host: HostStore }) {
  if (host.inApp) return null;
  return (
    <footer className="download-footer" data-testid="download-footer" data-bottom-bar>
      <div className="download-footer__logo" aria-hidden>
        <LogoIcon size={30} />
      </div>
      <div className="download-footer__text">
        <strong>下载APP</strong>
        <span>实时行情 · 专业资讯 · 股友交流</span>
      </div>
      <a
        className="download-footer__button touch-target"
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
