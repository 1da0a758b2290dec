import { useT } from '../../lib/i18n/useT';
import { PlaceholderPage } from './PlaceholderPage';

/** A colour-systems content page (spec §2.2 /color-systems/{articles}); a later issue fills it. */
export default function ColorSystemsPage() {
  const t = useT();
  return <PlaceholderPage title={t('content.colorSystems.title')} />;
}
