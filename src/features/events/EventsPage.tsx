import './events.css';
import { useQuery } from '@apollo/client/react';
import { Breadcrumbs, type Crumb } from '../../components/Breadcrumbs';
import { presentItems } from '../../lib/graphql/present';
import { useT } from '../../lib/i18n/useT';
import { useContentSeo } from '../../shared/seo/useContentSeo';
import { PageLoading } from '../content';
import { EventCard } from './EventCard';
import { type EventSummary, GET_EVENTS } from './events.gql';

/** More than the brand ever runs at once; the list has no pages. */
const EVENTS_SHOWN = 50;

function EventList({ title, events, empty, past }: { title: string; events: EventSummary[]; empty: string; past: boolean }) {
  return (
    <section className={past ? 'events-section events-section--past' : 'events-section'}>
      <h2 className="events-section__title">{title}</h2>
      {events.length === 0 ? (
        <p className="events-section__empty">{empty}</p>
      ) : (
        <ul className="event-grid">
          {events.map((event, index) => (
            <li key={event.uid}>
              <EventCard event={event} eager={!past && index < 3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Spec §2.2 /events: upcoming events soonest first, then past ones, dates in the store's locale. */
export default function EventsPage() {
  const t = useT();
  const { data, loading } = useQuery(GET_EVENTS, { variables: { pageSize: EVENTS_SHOWN } });
  const title = t('events.list.title');
  const crumbs: Crumb[] = [{ label: t('breadcrumbs.home'), to: '/' }, { label: title }];
  useContentSeo({ title, description: t('events.list.description'), crumbs, path: '/events' });

  if (!data) return loading ? <PageLoading /> : <p role="alert">{t('global.pageError')}</p>;
  const past = presentItems(data.past?.items);
  return (
    <div className="events-page">
      <Breadcrumbs items={crumbs} />
      <h1 className="events-page__title">{title}</h1>
      <p className="events-page__intro">{t('events.list.description')}</p>
      <EventList title={t('events.upcoming')} events={presentItems(data.upcoming?.items)} empty={t('events.upcoming.empty')} past={false} />
      {past.length > 0 && <EventList title={t('events.past')} events={past} empty="" past />}
    </div>
  );
}
