import './events.css';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { AppLink } from '../../components/AppLink';
import { Breadcrumbs, type Crumb } from '../../components/Breadcrumbs';
import { SafeHtml } from '../../components/SafeHtml';
import { useT } from '../../lib/i18n/useT';
import { useContentSeo } from '../../shared/seo/useContentSeo';
import { NotFoundPage, PageLoading } from '../content';
import { downloadIcs, eventIcs } from './eventCalendar';
import { hasEnded } from './eventDates';
import { GET_EVENT } from './events.gql';
import { EventWhen } from './EventWhen';
import { useEventStructuredData } from './useEventStructuredData';

/**
 * One event (spec §2.2 /event/{details}): when (in the venue's time zone, as <time> elements), where,
 * the picture and the sanitised description; registration while it is ahead, and an .ics file to
 * put it in any calendar.
 */
export default function EventPage() {
  const t = useT();
  const { details = '' } = useParams();
  const { data, loading } = useQuery(GET_EVENT, { variables: { urlKey: details } });
  const event = data?.event ?? null;
  const crumbs: Crumb[] = [{ label: t('breadcrumbs.home'), to: '/' }, { label: t('events.list.title'), to: '/events' }];
  if (event) crumbs.push({ label: event.title });
  const { canonical } = useContentSeo({ title: event?.title, description: event?.summary, crumbs: event ? crumbs : undefined });
  useEventStructuredData(event, canonical);

  if (!event) return loading ? <PageLoading /> : <NotFoundPage />;
  const ended = hasEnded(event.ends_at);
  const location = event.location;
  const addToCalendar = () => downloadIcs(eventIcs(event, canonical, window.location.host), `${event.url_key}.ics`);

  return (
    <div className="event-page">
      <Breadcrumbs items={crumbs} />
      <article className="event">
        <h1 className="event__title">{event.title}</h1>
        {event.summary && <p className="event__summary">{event.summary}</p>}
        <dl className="event__facts">
          <div>
            <dt>{t('events.when')}</dt>
            <dd>
              <EventWhen event={event} />
            </dd>
          </div>
          <div>
            <dt>{t('events.where')}</dt>
            <dd>
              {location?.online ? (
                t('events.online')
              ) : (
                <address>
                  {[location?.name, location?.address, location?.city].filter(Boolean).map((line) => (
                    <span key={line} className="event__address-line">
                      {line}
                    </span>
                  ))}
                </address>
              )}
            </dd>
          </div>
        </dl>
        {ended ? (
          <p className="event__ended">{t('events.ended')}</p>
        ) : (
          <div className="event__actions">
            {event.registration_url && (
              <AppLink to={event.registration_url} className="button button--primary">
                {t('events.register')}
              </AppLink>
            )}
            <button type="button" className="button" onClick={addToCalendar}>
              {t('events.addToCalendar')}
            </button>
          </div>
        )}
        {event.image && (
          <img className="event__image" src={event.image.url} alt={event.image.label ?? ''} width={event.image.width} height={event.image.height} loading="lazy" decoding="async" />
        )}
        <SafeHtml html={event.description} className="event__description cms-content" />
      </article>
    </div>
  );
}
