import './antdScope.css';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import { type ReactNode, useContext } from 'react';
import { useAntdLocale } from '../../lib/i18n/useAntdLocale';
import { AntdLocaleKeyContext } from './antdLocaleKey';
import { THEME } from './theme';

/**
 * A loading button's icon: antd's own is an image labelled "loading" in English, which screen readers
 * read as part of the button's name in every locale. The button itself says it is busy
 * (busyButtonProps), so the spinner is decorative.
 */
const BUTTON = { loadingIcon: <span className="spinner" aria-hidden="true" /> };

/**
 * antd's theme and locale around the screens and overlays that use antd. It is not at the root on
 * purpose: pages without antd (home, category, product, search, articles, events) then never load
 * antd's ConfigProvider and CSS-in-JS engine, which keeps their first load small and fast.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  // Always a locale object: ConfigProvider wraps its children in a locale provider only when it has one,
  // so going from none to the store's (loaded lazily) would remount the whole screen.
  const locale = useAntdLocale(useContext(AntdLocaleKeyContext)) ?? enUS;
  return <ConfigProvider theme={THEME} locale={locale} button={BUTTON}>{children}</ConfigProvider>;
}
