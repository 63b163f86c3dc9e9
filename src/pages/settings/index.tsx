/**
 * /settings.html 显示设置 (beyond the spec; docs/accessibility.md): 涨跌颜色, kept on this device.
 * Inside the host app the app's own setting wins (getTheme / themeChanged), and this page says so.
 */
import { observer } from 'mobx-react-lite';
import { PageHeader } from '../../components/header/PageHeader';
import { usePageTitle } from '../../components/page/title';
import { UPDOWN_OPTIONS, riseFallColors } from '../../lib/updown-colors';
import { useStores } from '../../stores/context';
import './settings.css';

export const SETTINGS_TITLE = '显示设置';

export default observer(function SettingsPage() {
  const { theme, host } = useStores();
  usePageTitle(SETTINGS_TITLE);
  return (
    <div className="settings" data-testid="settings-page">
      <PageHeader host={host} lead={{ back: 'history' }} title={SETTINGS_TITLE} />
      <fieldset className="settings__group" data-testid="updown-setting">
        <legend className="settings__legend">涨跌颜色</legend>
        {UPDOWN_OPTIONS.map((o) => {
          const { rise, fall } = riseFallColors(o.id, theme.isDark);
          return (
            <label key={o.id} className="settings__option">
              <input
                type="radio"
                name="updown"
                value={o.id}
                checked={theme.updown === o.id}
                onChange={() => theme.chooseUpdown(o.id)}
              />
              <span className="settings__text">
                <span className="settings__label">{o.label}</span>
                <span className="settings__note">{o.note}</span>
              </span>
              {/* The sample says rise and fall in words and arrows too: colour is never the only signal. */}
              <span className="settings__sample num" aria-hidden="true">
                <span style={{ color: rise }}>▲ 涨 +1.23%</span>
                <span style={{ color: fall }}>▼ 跌 −1.23%</span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <p className="settings__hint">
        {host.inApp
          ? '在App内以App的设置为准；此处的选择保存在本机。'
          : '选择保存在本机浏览器，所有行情页面、K线与成交明细随之改变。'}
      </p>
    </div>
  );
});
