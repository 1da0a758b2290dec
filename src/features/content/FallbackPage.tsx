import { useHref, useLocation } from 'react-router-dom';
import { useT } from '../../lib/i18n/useT';
import { PlaceholderPage } from './PlaceholderPage';

/**
 * Spec §2.2 "any other path": the catalogue / CMS resolver (CMS_PAGE, CATEGORY, PRODUCT) comes with
 * the catalogue issue; until then the full path (with its store prefix) is named on a clear
 * placeholder, never a crash.
 */
export default function FallbackPage() {
  const t = useT();
  const { pathname } = useLocation();
  const fullPath = useHref(pathname);
  return <PlaceholderPage title={t('fallback.title')}>{t('fallback.text', { path: fullPath })}</PlaceholderPage>;
}
