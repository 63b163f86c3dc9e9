/**
 * CommonHeader's markup (CommonHeader.tsx through PageHeader.tsx) for the early script's views, as
 * it renders in a browser (the early views run only there): the logo to the wap home, 下载APP, the
 * account slot, search and the menu button. The account slot reads the user as the page's user
 * store does on the web, synchronously from session storage with the same rule
 * (lib/community/stored-user.ts), so the early header never shows a login state the page's header
 * then changes. No test ids or roles: the page's header is the one tests and assistive technology
 * find (early-table.ts says why).
 */
import { appDownloadUrl } from '../../config/download';
import { readStoredUser } from '../../lib/community/stored-user';
import { append, el } from '../early/dom';
import { earlyLink } from '../early/link';
import { earlyIcon } from './early-icons';
import { LOGO_ICON, MENU_ICON, SEARCH_ICON } from './icon-shapes';

/** Avatar.tsx (size small): the image, or the nickname's first character without one or when it fails. */
function earlyAvatar(doc: Document, src: string, name: string): HTMLElement {
  const avatar = el(doc, 'span', 'avatar avatar--small');
  const initial = () => el(doc, 'span', undefined, Array.from(name || '股')[0]);
  if (!src) return append(avatar, initial());
  const img = el(doc, 'img');
  img.src = src;
  img.alt = '';
  img.addEventListener('error', () => img.replaceWith(initial()));
  return append(avatar, img);
}

/** Session storage, where the page's user store reads the reader's login state, when the browser allows. */
export function sessionStorageOf(doc: Document): Pick<Storage, 'getItem'> | null {
  try {
    return doc.defaultView?.sessionStorage ?? null;
  } catch {
    return null; // storage disabled: logged out, as the user store reads it too
  }
}

/**
 * The header for the page `doc` shows (its links carry the page's ?type) and the user `storage`
 * holds. The download link reads the config (getConfig): the early script's copy is the
 * environment's once early-rows.ts has set it, before any view draws.
 */
export function earlyCommonHeader(doc: Document, storage: Pick<Storage, 'getItem'> | null): HTMLElement {
  const logo = earlyLink(doc, '/', { className: 'common-header__logo', label: '首页' });
  logo.appendChild(earlyIcon(doc, LOGO_ICON));
  const download = el(doc, 'a', 'common-header__download', '下载APP');
  download.href = appDownloadUrl();
  const user = readStoredUser(storage);
  let account: HTMLElement;
  if (user) {
    account = append(
      el(doc, 'span', 'common-header__avatar'),
      earlyAvatar(doc, user.headImage, user.nickname),
    );
  } else {
    const login = doc.createElement('button');
    login.type = 'button'; // first, as React writes it
    login.className = 'common-header__login';
    login.textContent = '登录';
    account = login;
  }
  const search = earlyLink(doc, '/search.html', { className: 'page-header__icon', label: '搜索' });
  search.appendChild(earlyIcon(doc, SEARCH_ICON));
  const menu = doc.createElement('button');
  menu.type = 'button'; // set first, as React does: the markup is attribute for attribute the page's
  menu.className = 'page-header__icon';
  menu.setAttribute('aria-label', '菜单');
  menu.appendChild(earlyIcon(doc, MENU_ICON));
  return append(
    el(doc, 'header', 'page-header page-header--center common-header'),
    append(el(doc, 'div', 'page-header__lead'), logo, download),
    el(doc, 'div', 'page-header__title'),
    append(el(doc, 'div', 'page-header__actions'), account, search, menu),
  );
}
