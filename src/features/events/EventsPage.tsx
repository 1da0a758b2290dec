import { useT } from '../../lib/i18n/useT';
import { PlaceholderPage } from '../content/PlaceholderPage';

/** The event list (spec §2.2 /events); a later issue fills it. */
export default function EventsPage() {
  const t = useT();
  return <PlaceholderPage title={t('events.list.title')} />;
}
