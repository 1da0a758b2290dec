import { SITE } from '../../lib/config/site';
import { useT } from '../../lib/i18n/useT';
import { PlaceholderPage } from './PlaceholderPage';

/** The companion-service landing (spec §2.2 /connect); the shell shows its Log in / Sign up header here. */
export default function ConnectPage() {
  const t = useT();
  return <PlaceholderPage title={t('connect.title', { brandName: SITE.brandName })} />;
}
