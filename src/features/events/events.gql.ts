import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GetEventQuery, GetEventQueryVariables, GetEventsQuery, GetEventsQueryVariables } from '../../lib/graphql/generated';

// Brand extension (server/README "events"): events in the store's language, times with the venue's offset.

export type EventPeriod = 'UPCOMING' | 'PAST' | 'ALL';

export interface EventLocation {
  name: string | null;
  address: string | null;
  city: string | null;
  country_code: string | null;
  online: boolean;
}

export interface EventSummary {
  uid: string;
  url_key: string;
  title: string;
  summary: string | null;
  /** ISO 8601 with the venue's UTC offset. */
  starts_at: string;
  ends_at: string;
  /** IANA time zone of the venue. */
  timezone: string;
  location: EventLocation | null;
  image: { url: string; label: string | null; width: number; height: number } | null;
}

export interface EventDetail extends EventSummary {
  description: string | null;
  registration_url: string | null;
}

const SUMMARY_FIELDS = gql`
  fragment EventSummaryFields on Event @brand {
    uid
    url_key
    title
    summary
    starts_at
    ends_at
    timezone
    location { name address city country_code online }
    image { url label width height }
  }
`;

interface EventList {
  items: Array<EventSummary | null> | null;
  total_count: number | null;
}

export interface GetEventsQuery {
  upcoming: EventList | null;
  past: EventList | null;
}

/** Upcoming events (soonest first) and past ones (most recent first), in one request. */
export const GET_EVENTS: TypedDocumentNode<GetEventsQuery, GetEventsQueryVariables> = gql`
  query GetEvents($pageSize: Int!) @brand {
    upcoming: events(filter: { period: UPCOMING }, pageSize: $pageSize) {
      total_count
      items { ...EventSummaryFields }
    }
    past: events(filter: { period: PAST }, pageSize: $pageSize) {
      total_count
      items { ...EventSummaryFields }
    }
  }
  ${SUMMARY_FIELDS}
`;

export interface GetEventQuery {
  event: EventDetail | null;
}

export const GET_EVENT: TypedDocumentNode<GetEventQuery, GetEventQueryVariables> = gql`
  query GetEvent($urlKey: String!) @brand {
    event(url_key: $urlKey) {
      ...EventSummaryFields
      description
      registration_url
    }
  }
  ${SUMMARY_FIELDS}
`;
