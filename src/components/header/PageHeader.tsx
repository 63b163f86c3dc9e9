/**
 * The one page header: a lead (back arrow, a link back, or the common header's logo and download
 * link), a title with an optional second line, and buttons on the right (HeaderAction data). Every
 * page with a header draws it through this component.
 *
 * Inside the app, when the host's navigation bar takes the header (host.navBar, docs/bridge.md
 * setNavButtons), it draws nothing: the title reaches the bar through the page title
 * (usePageTitle), the buttons through the bridge, and back is the bar's own.
 */
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { goBack } from '../navigation/external-link';
import type { HeaderAction } from './actions';
import { BackIcon, MenuIcon, SearchIcon } from './icons';
import { useNavButtons, type NavBridge } from './use-nav-buttons';
import './header.css';

/** What the header needs to know of the host (the app's HostStore fits). */
export interface HeaderHost {
  /** The host's bar shows the page's title and buttons: the page draws no header. */
  readonly navBar: boolean;
}

export type HeaderLead =
  /** Back through the bridge (host WebView back) or browser history, home when opened directly. */
  | { back: 'history' }
  /** Back as a link to a known page (the finance page to its stock). */
  | { back: { to: string; label: string } }
  | { node: ReactNode };

export interface PageHeaderProps {
  host: HeaderHost;
  lead?: HeaderLead;
  title?: ReactNode;
  /** A second, smaller line under the title (the stock home's status or quote). */
  sub?: ReactNode;
  actions?: readonly HeaderAction[];
  /** Drawn before the buttons (the common header's login or avatar); not handed to the host. */
  end?: ReactNode;
  /** Overlays anchored to the header (the common header's drop menu). */
  children?: ReactNode;
  /** Title aligned left after the lead instead of centred (the send bar). */
  align?: 'center' | 'start';
  className?: string;
  testId?: string;
  /** The bridge the buttons go to inside the app (tests pass a fake). */
  navBridge?: NavBridge;
}

const NO_ACTIONS: readonly HeaderAction[] = [];

export const PageHeader = observer(function PageHeader({
  host,
  lead,
  title,
  sub,
  actions = NO_ACTIONS,
  end,
  children,
  align = 'center',
  className,
  testId,
  navBridge,
}: PageHeaderProps) {
  const navigate = useNavigate();
  useNavButtons(actions, host.navBar, navBridge);
  if (host.navBar) return null;
  const classes = ['page-header', `page-header--${align}`, className].filter(Boolean).join(' ');
  return (
    <header className={classes} data-testid={testId}>
      {/* A centred title keeps the lead's room even when empty; a title set left starts at the edge. */}
      {(lead || align === 'center') && (
        <div className="page-header__lead">
          {lead && 'back' in lead && lead.back === 'history' && (
            <button
              type="button"
              className="page-header__icon"
              aria-label="返回"
              onClick={() => goBack(navigate)}
            >
              <BackIcon />
            </button>
          )}
          {lead && 'back' in lead && lead.back !== 'history' && (
            <Link className="page-header__icon" to={lead.back.to} aria-label={lead.back.label}>
              <BackIcon />
            </Link>
          )}
          {lead && 'node' in lead && lead.node}
        </div>
      )}
      <div className="page-header__title">
        {title}
        {sub !== undefined && <div className="page-header__sub">{sub}</div>}
      </div>
      <div className="page-header__actions">
        {end}
        {actions.map((a) => (
          <ActionButton key={a.id} action={a} />
        ))}
      </div>
      {children}
    </header>
  );
});

function ActionButton({ action: a }: { action: HeaderAction }) {
  const icon = a.icon === 'search' ? <SearchIcon /> : a.icon === 'menu' ? <MenuIcon /> : null;
  const className = [icon ? 'page-header__icon' : 'page-header__text touch-target', a.className]
    .filter(Boolean)
    .join(' ');
  const label = icon ? a.label : undefined;
  if (a.to && !a.onTap) {
    return (
      <Link className={className} to={a.to} aria-label={label} data-testid={a.testId}>
        {icon ?? a.label}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      data-testid={a.testId}
      disabled={a.disabled}
      onClick={a.onTap}
    >
      {icon ?? a.label}
    </button>
  );
}
