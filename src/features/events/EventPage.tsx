import { useT } from '../../lib/i18n/useT';
import { PlaceholderPage } from '../content/PlaceholderPage';

/** One event (spec §2.2 /event/{details}); a later issue fills it. */
export default function EventPage() {
  const t = useT();
  return <PlaceholderPage title={t('events.details.title')} />;
}
