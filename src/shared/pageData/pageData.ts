import type { StoreConfig } from '../store/storeConfig.gql';
import type { DocumentNode } from 'graphql';

// A page's data, declared once: which queries a page asks with which variables for the URL it opens
// with. Three readers take the same declaration (test/unit/shared/pageData.test.ts proves it):
//   - the early script (src/boot/earlyRequests.ts), which sends them from <head> before the app runs;
//   - the page's loader (loadPageData), which puts their answers in Apollo's cache before the first
//     render, so the page's own useQuery reads them from there;
//   - the service worker's runtime caching (src/pwa/build/runtimeCaching.ts), which keeps the declared
//     operations' answers in a cache of their own (page-data) for the next visit and offline.
// A declaration holds no document (the early script is inlined into <head> and stays small): each
// need names its operation, and the page's module pairs the needs with their documents (withDocuments).

/** What a page's variables are made of, as each reader knows it. */
export interface PageDataInput {
  /** The path relative to the store base, as the router sees it. */
  path: string;
  /** The URL's query string (a listing keeps its state there). */
  search: string;
  /** The store config: undefined while it is on its way, null when it failed. */
  config: StoreConfig | null | undefined;
  /** A catalogue URL's route answer (ResolveRoute's `route`), for a page shown by its route. */
  route?: RoutedEntity | null;
}

/** The fields of a route answer a routed page's variables read. */
export interface RoutedEntity {
  __typename?: string;
  type?: string | null;
  redirect_code?: number | null;
  uid?: string;
  default_sort_by?: string | null;
}

/**
 * How the first page's loader asks a need (the early script sends each the same way: one GET). On a
 * later navigation the loader asks each as a plain query, as the page does (loadPageData).
 */
export type AskMode =
  /** As a plain query. */
  | 'plain'
  /** With partial answers kept (errorPolicy all), as the page asks it. */
  | 'partial'
  /** In three tasks (queryInSteps): a large answer that would otherwise block the first page's start-up. */
  | 'steps';

export interface DataNeed {
  /** The operation's name (its document, in the page's module, has this name: withDocuments checks). */
  operation: string;
  /**
   * Its variables for this URL, or null when the page does not ask it (yet): a need is asked once,
   * the first time its variables are known (at once, once the store config is in, or once the route is).
   */
  variables: (input: PageDataInput) => Record<string, unknown> | null;
  ask: AskMode;
}

/** A page's needs by name. */
export type PageData = Readonly<Record<string, DataNeed>>;

/** A page's data as its module exports it (PAGE_DATA): the declaration with its documents. */
export interface PageDataModule<D extends PageData = PageData> {
  data: D;
  documents: { readonly [K in keyof D]: DocumentNode };
  /**
   * A page that shows a route (the catalogue fallback): the module of the page its route answer
   * (need `route`) is shown by, once its code is in (null: none, or one that declares no data).
   */
  routedPage?: (route: RoutedEntity | null) => Promise<PageDataModule | null> | null;
}

/** A document's (first) operation's name. */
export function operationName(document: DocumentNode): string | undefined {
  const definition = document.definitions.find((node) => node.kind === 'OperationDefinition');
  return definition?.kind === 'OperationDefinition' ? definition.name?.value : undefined;
}

/** A page's module data: its declaration with each need's document, checked to be the named operation. */
export function withDocuments<D extends PageData>(data: D, documents: PageDataModule<D>['documents'], routedPage?: PageDataModule['routedPage']): PageDataModule<D> {
  for (const [key, need] of Object.entries(data)) {
    const name = operationName(documents[key as keyof D]);
    if (name !== need.operation) throw new Error(`Page data "${key}" names ${need.operation}, its document is ${name ?? 'unnamed'}.`);
  }
  return { data, documents, ...(routedPage ? { routedPage } : {}) };
}

/** One need to ask now: its name in the declaration, the need, and its variables. */
export interface DueNeed {
  key: string;
  need: DataNeed;
  variables: Record<string, unknown>;
}

/**
 * The needs whose variables are known with `input` and that were not asked yet (`asked` holds their
 * names; these are added). Each reader calls it as it learns more (at once, with the store config,
 * with the route): every need is asked exactly once.
 */
export function dueNeeds(data: PageData, input: PageDataInput, asked: Set<string>): DueNeed[] {
  const due: DueNeed[] = [];
  for (const [key, need] of Object.entries(data)) {
    if (asked.has(key)) continue;
    const variables = need.variables(input);
    if (!variables) continue;
    asked.add(key);
    due.push({ key, need, variables });
  }
  return due;
}

/** Every operation the declarations name, once each (the build hands them to the service worker). */
export function declaredOperations(declarations: readonly PageData[]): string[] {
  return [...new Set(declarations.flatMap((data) => Object.values(data).map((need) => need.operation)))].sort();
}
