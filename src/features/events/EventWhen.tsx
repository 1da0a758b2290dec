import { useIntl } from 'react-intl';
import { eventWhen } from './eventDates';
import type { EventSummary } from './events.gql';

/**
 * When an event takes place, as <time> elements whose datetime carries the exact instant with the
 * venue's offset (calendar tools and search engines read it); the text is the store's locale.
 */
export function EventWhen({ event, className }: { event: EventSummary; className?: string }) {
  const intl = useIntl();
  const when = eventWhen(intl, event.starts_at, event.ends_at, event.timezone);
  return (
    <p className={className}>
      <time dateTime={event.starts_at}>{when.date}</time>
      {when.time && (
        <>
          <br />
          <time dateTime={event.starts_at}>{when.time}</time>
        </>
      )}
    </p>
  );
}
