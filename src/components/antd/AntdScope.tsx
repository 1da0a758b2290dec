import './antdScope.css';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import { type ReactNode, useContext, useEffect } from 'react';
import { useAntdLocale } from '../../lib/i18n/useAntdLocale';
import { AntdLocaleKeyContext } from './antdLocaleKey';
import { installDialogTabWrap } from './dialogTabWrap';
import { THEME } from './theme';

/**
 * A loading button's icon: antd's own is an image labelled "loading" in English, which screen readers
 * read as part of the button's name in every locale. The button itself says it is busy
 * (busyButtonProps), so the spinner is decorative.
 */
const BUTTON = { loadingIcon: <span className="spinner" aria-hidden="true" /> };

/**
 * Where antd puts a popup (a select's list, a tooltip): inside the page's <main> when its trigger is there, so
 * that screen readers find it in the page's landmarks (axe: region), else (dialogs, which antd also places
 * through this, and their own popups) at the end of the body, antd's default.
 */
const popupContainer = (trigger?: HTMLElement): HTMLElement => trigger?.closest('main') ?? document.body;

/**
 * antd's theme and locale around the screens and overlays that use antd. It is not at the root on
 * purpose: pages without antd (home, category, product, search, articles, events) then never load
 * antd's ConfigProvider and CSS-in-JS engine, which keeps their first load small and fast.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  // Always a locale object: ConfigProvider wraps its children in a locale provider only when it has one,
  // so going from none to the store's (loaded lazily) would remount the whole screen.
  const locale = useAntdLocale(useContext(AntdLocaleKeyContext)) ?? enUS;
  // antd's dialogs open only inside a scope like this one: Tab wraps inside them from then on.
  useEffect(installDialogTabWrap, []);
  return <ConfigProvider theme={THEME} locale={locale} button={BUTTON} getPopupContainer={popupContainer}>{children}</ConfigProvider>;
}
