import { Link } from 'react-router-dom';
import { useT } from '../../lib/i18n/useT';
import { EventWhen } from './EventWhen';
import type { EventSummary } from './events.gql';

/** An event in the list: picture, date and time, title (the one link), place and teaser. */
export function EventCard({ event, eager = false }: { event: EventSummary; eager?: boolean }) {
  const t = useT();
  const place = event.location?.online ? t('events.online') : [event.location?.name, event.location?.city].filter(Boolean).join(', ');
  return (
    <article className="event-card">
      {event.image && (
        <img className="event-card__image" src={event.image.url} alt="" width={event.image.width} height={event.image.height} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      )}
      <div className="event-card__body">
        <EventWhen event={event} className="event-card__when" />
        <h3 className="event-card__title">
          <Link to={`/event/${encodeURIComponent(event.url_key)}`} className="event-card__link">
            {event.title}
          </Link>
        </h3>
        {place && <p className="event-card__place">{place}</p>}
        {event.summary && <p className="event-card__summary">{event.summary}</p>}
      </div>
    </article>
  );
}
