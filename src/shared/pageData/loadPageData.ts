import { queryInSteps } from '../../lib/graphql/queryInSteps';
import { type DueNeed, dueNeeds, type PageDataInput, type PageDataModule, type RoutedEntity } from './pageData';
import type { StoreConfig } from '../store/storeConfig.gql';
import type { ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';

/** The URL a page opens with, and the store config on its way (null once it failed). */
export interface PageLoad {
  client: ApolloClient;
  path: string;
  search: string;
  storeConfig: Promise<StoreConfig | null>;
  /**
   * A later navigation's load, which the page renders alongside: each need is asked as the page's own
   * query asks it (cache-first, a failure reported), so that the page's query shares the loader's
   * request, its answer and its report. The first page's load (false) comes before the page renders:
   * its needs are asked quietly (the page asks a failed one again, and reports) and in their ask mode.
   */
  navigation?: boolean;
}

/** Asks one need as the page asks it; the answer's data, or null. */
function ask(client: ApolloClient, query: DocumentNode, { need, variables }: DueNeed, navigation: boolean): Promise<unknown> {
  const context = { silent: !navigation };
  const answer = need.ask === 'steps' && !navigation
    ? queryInSteps(client, { query, variables, context })
    : client.query({ query, variables, context, ...(need.ask === 'partial' ? { errorPolicy: 'all' as const } : {}) }).then((result) => result.data);
  return answer.catch(() => null);
}

/** The `route` of a route answer (ResolveRoute's data). */
function routeIn(answer: unknown): RoutedEntity | null {
  if (typeof answer !== 'object' || answer === null || !('route' in answer)) return null;
  return (answer.route as RoutedEntity | null) ?? null;
}

/**
 * A page's loader: asks its declared needs (PAGE_DATA of its module) through the app's client, each
 * as soon as its variables are known, so that they are in Apollo's cache when the page first renders
 * and its own queries read them from there. The early script sent the same requests (their answers
 * are taken over, not asked again). For a page shown by its route (the catalogue fallback), the route
 * is asked at once, and on its answer the code of the page that shows it loads and that page's needs
 * follow. Settles once all are in, or failed: never rejects.
 */
export async function loadPageData(page: PageDataModule, { client, path, search, storeConfig, navigation = false }: PageLoad): Promise<void> {
  const asked = new Set<string>();
  const answers = new Map<string, Promise<unknown>>();
  const askDue = (module: PageDataModule, input: PageDataInput, names: Set<string>) =>
    Promise.all(dueNeeds(module.data, input, names).map((due) => {
      const document = module.documents[due.key];
      const answer = document ? ask(client, document, due, navigation) : Promise.resolve(null);
      answers.set(due.key, answer);
      return answer;
    }));
  const atOnce: PageDataInput = { path, search, config: undefined };
  const pending: Promise<unknown>[] = [askDue(page, atOnce, asked)];
  // The routed page's code loads as soon as the route names it, while the store config may still be on its way.
  const routeAnswer = answers.get('route');
  const routed = page.routedPage && routeAnswer
    ? routeAnswer.then(async (answer) => {
      const route = routeIn(answer);
      return { route, module: await page.routedPage?.(route) };
    })
    : null;
  const config = await storeConfig.catch(() => null);
  pending.push(askDue(page, { ...atOnce, config }, asked));
  const next = await routed?.catch(() => null);
  if (next?.module) pending.push(askDue(next.module, { ...atOnce, config, route: next.route }, new Set()));
  await Promise.all(pending);
}
