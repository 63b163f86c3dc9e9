/**
 * §2 (screens and routes) "Common header": the logo (to the wap home), the download-app link, the login button or the
 * user's avatar, search, and the drop menu (menu.ts). The same PageHeader as every page: inside the
 * app, with a host bar that takes the header, it draws nothing and hands search over.
 */
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { getConfig } from '../../config/load';
import { Avatar } from '../community/Avatar';
import { useLoginGate, type LoginGateUser } from '../community/use-login-gate';
import { appDownloadUrl, externalClick, openAppDownload } from '../navigation/external-link';
import type { HeaderAction } from './actions';
import { LogoIcon } from './icons';
import { MENU_ENTRIES, menuLinks, type MenuEntry } from './menu';
import { PageHeader, type HeaderHost } from './PageHeader';
import type { NavBridge } from './use-nav-buttons';

/** What the common header reads of the user (the app's UserStore fits). */
export interface HeaderUser extends LoginGateUser {
  readonly isLoggedIn: boolean;
  readonly userInfo: { headImage: string; nickname: string } | null;
}

export interface CommonHeaderProps {
  host: HeaderHost & { readonly inApp: boolean };
  user: HeaderUser;
  /** The menu's entries (defaults to MENU_ENTRIES). */
  menu?: readonly MenuEntry[];
  /**
   * Scrolls away with the page instead of sticking to the top: where a page's own header sticks
   * under it (the stock home in a browser, whose stock header keeps the name and price in view).
   */
  inline?: boolean;
  navBridge?: NavBridge;
}

export const CommonHeader = observer(function CommonHeader({
  host,
  user,
  menu = MENU_ENTRIES,
  inline = false,
  navBridge,
}: CommonHeaderProps) {
  const [open, setOpen] = useState(false);
  const gate = useLoginGate(user);
  const links = useMemo(() => menuLinks(menu, getConfig()), [menu]);
  const search: HeaderAction = { id: 'search', label: '搜索', icon: 'search', to: '/search.html' };
  const menuButton: HeaderAction = {
    id: 'menu',
    label: '菜单',
    icon: 'menu',
    onTap: () => setOpen((o) => !o),
  };
  // The menu's pages are the web site's sections: inside the app, whose own navigation has them, the
  // host's bar gets search only.
  const actions = host.navBar ? [search] : [search, menuButton];
  const lead = (
    <>
      <Link className="common-header__logo" to="/" aria-label="首页">
        <LogoIcon />
      </Link>
      {/* Inside the app the download prompt is hidden, as the stock home's footer is. */}
      {!host.inApp && (
        <a
          className="common-header__download"
          href={appDownloadUrl()}
          onClick={(e) => {
            // Through the bridge like the download footer (docs/bridge.md openDownload).
            e.preventDefault();
            void openAppDownload();
          }}
        >
          下载APP
        </a>
      )}
    </>
  );
  const account = user.userInfo ? (
    <span className="common-header__avatar" data-testid="header-avatar">
      <Avatar src={user.userInfo.headImage} name={user.userInfo.nickname} size="small" />
    </span>
  ) : (
    <button type="button" className="common-header__login" onClick={() => void gate()}>
      登录
    </button>
  );
  return (
    <PageHeader
      host={host}
      lead={{ node: lead }}
      end={account}
      actions={actions}
      className={inline ? 'common-header common-header--inline' : 'common-header'}
      testId="common-header"
      navBridge={navBridge}
    >
      {open && (
        <ul className="common-header__menu" data-testid="header-menu">
          {links.map((l) => (
            <li key={l.key}>
              {'to' in l ? (
                <Link to={l.to} onClick={() => setOpen(false)}>
                  {l.label}
                </Link>
              ) : (
                <a href={l.href} onClick={externalClick(l.href, { title: l.label })}>
                  {l.label}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </PageHeader>
  );
});
