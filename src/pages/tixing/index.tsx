/**
 * /tixing.html 提醒 (beyond the spec: docs/watchlist-and-alerts.md): the inbox of fired alerts,
 * newest first, unread marked (a tap or 全部已读 marks read), and the user's alerts with 删除.
 * Needs a login: a visitor is offered the login page, which comes back here.
 */
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { AsyncBlock } from '../../components/async/AsyncBlock';
import { useAsync } from '../../components/async/use-async';
import { useLoginGate } from '../../components/community/use-login-gate';
import { PageHeader } from '../../components/header/PageHeader';
import { usePageTitle } from '../../components/page/title';
import {
  conditionText,
  firingText,
  firingTime,
  instrumentLabel,
  instrumentHref,
  repeatText,
} from '../../lib/alert-text';
import { useStores } from '../../stores/context';
import './tixing.css';

export const TIXING_TITLE = '提醒';

/** A store load's answer for the shared loading/failure block: a failed load is its error state. */
function loaded(ok: boolean): true {
  if (!ok) throw new Error('not loaded');
  return true;
}

export default observer(function TixingPage() {
  const { alerts, user, host } = useStores();
  usePageTitle(TIXING_TITLE);
  const gate = useLoginGate(user);
  const token = user.token;
  // Read here, in the observer: the shared AsyncBlock renders its children outside MobX's tracking.
  const entries = alerts.inbox;
  const set = alerts.alerts;
  // A new login (token) loads the new user's inbox and alerts.
  const inbox = useAsync(async () => token !== '' && loaded(await alerts.loadInbox()), [alerts, token]);
  const list = useAsync(async () => token !== '' && loaded(await alerts.loadAlerts()), [alerts, token]);
  return (
    <div className="tixing" data-testid="tixing-page">
      <PageHeader host={host} lead={{ back: 'history' }} title={TIXING_TITLE} />
      {!token ? (
        <div className="tixing__login">
          <p>登录后查看股价提醒</p>
          <button type="button" className="tixing__login-button" onClick={() => void gate()}>
            登录
          </button>
        </div>
      ) : (
        <>
          <section className="tixing__section" aria-labelledby="tixing-inbox">
            <div className="tixing__section-head">
              <h2 id="tixing-inbox" className="tixing__heading">
                提醒消息{alerts.unread > 0 && <span className="tixing__badge">{alerts.unread}条未读</span>}
              </h2>
              <button
                type="button"
                className="tixing__all-read"
                disabled={alerts.unread === 0}
                onClick={() => void alerts.markAllRead()}
              >
                全部已读
              </button>
            </div>
            <AsyncBlock state={inbox} isEmpty={() => entries.length === 0} emptyText="暂无提醒消息">
              {() => (
                <ul className="tixing__list" data-testid="tixing-inbox">
                  {entries.map((e) => (
                    <li key={e.id}>
                      <button
                        type="button"
                        className={`tixing__entry${e.read ? '' : ' tixing__entry--unread'}`}
                        data-read={e.read ? 'true' : 'false'}
                        onClick={() => void alerts.markRead([e.id])}
                      >
                        {!e.read && <span className="tixing__dot" aria-label="未读" />}
                        <span className="tixing__text">{firingText(e)}</span>
                        <span className="tixing__time num">{firingTime(e)}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </AsyncBlock>
          </section>
          <section className="tixing__section" aria-labelledby="tixing-alerts">
            <div className="tixing__section-head">
              <h2 id="tixing-alerts" className="tixing__heading">
                我的提醒
              </h2>
            </div>
            <AsyncBlock
              state={list}
              isEmpty={() => set.length === 0}
              emptyText="暂无提醒，可在个股页点击铃铛设置"
            >
              {() => (
                <ul className="tixing__list" data-testid="tixing-alerts">
                  {set.map((a) => {
                    const href = instrumentHref(a.instrument);
                    return (
                      <li key={a.id} className="tixing__alert">
                        <span className="tixing__text">
                          {href ? (
                            <Link to={href} className="tixing__code">
                              {instrumentLabel(a)}
                            </Link>
                          ) : (
                            instrumentLabel(a)
                          )}{' '}
                          {conditionText(a)}
                          <span className="tixing__repeat">{repeatText(a)}</span>
                        </span>
                        <button
                          type="button"
                          className="tixing__delete"
                          aria-label={`删除提醒 ${instrumentLabel(a)} ${conditionText(a)}`}
                          onClick={() => void alerts.remove(a.id)}
                        >
                          删除
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </AsyncBlock>
          </section>
          {alerts.error && (
            <p className="tixing__error" role="alert">
              {alerts.error}
            </p>
          )}
        </>
      )}
    </div>
  );
});
