import { gql, type TypedDocumentNode } from '@apollo/client';
import type { EventSummaryFieldsFragment, GetEventQuery, GetEventQueryVariables, GetEventsQuery, GetEventsQueryVariables } from '../../lib/graphql/generated';

// Brand extension (server/README "events"): events in the store's language, times with the venue's offset.

/** An event as the lists and cards show it; times are ISO 8601 with the venue's offset (its IANA `timezone`). */
export type EventSummary = EventSummaryFieldsFragment;

/** An event's page: the summary with its description and registration link. */
export type EventDetail = NonNullable<GetEventQuery['event']>;

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
