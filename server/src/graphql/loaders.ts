import type { GraphQLContext } from './context';

/**
 * Collects the keys asked for while GraphQL resolves one level of a result (say, `image` of 24 products)
 * and fetches them with one query on the next microtask: DataLoader's idea in a few lines, so a product
 * list costs a handful of SQL statements instead of one per field and product.
 */
export class BatchLoader<V> {
  private readonly cache = new Map<number, Promise<V | undefined>>();

  private pending: Array<{ key: number; resolve: (value: V | undefined) => void; reject: (error: unknown) => void }> = [];

  constructor(private readonly batch: (keys: number[]) => Map<number, V>) {}

  load(key: number): Promise<V | undefined> {
    const cached = this.cache.get(key);
    if (cached) return cached;
    const promise = new Promise<V | undefined>((resolve, reject) => {
      if (this.pending.length === 0) queueMicrotask(() => this.flush());
      this.pending.push({ key, resolve, reject });
    });
    this.cache.set(key, promise);
    return promise;
  }

  /** Values in the order of `keys`, missing ones left out. */
  async loadMany(keys: readonly number[]): Promise<V[]> {
    const values: Array<V | undefined> = await Promise.all(keys.map((key) => this.load(key)));
    return values.filter((value): value is V => value !== undefined);
  }

  /** Seeds the cache with something already fetched (a product list primes its products). */
  prime(key: number, value: V): void {
    if (!this.cache.has(key)) this.cache.set(key, Promise.resolve(value));
  }

  private flush(): void {
    const batch = this.pending;
    this.pending = [];
    try {
      const result = this.batch([...new Set(batch.map((entry) => entry.key))]);
      for (const entry of batch) entry.resolve(result.get(entry.key));
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  }
}

const perRequest = new WeakMap<GraphQLContext, Map<string, unknown>>();

/** One instance of `create()` per request and name: loaders and caches live exactly as long as the request. */
export const requestScoped = <T>(context: GraphQLContext, name: string, create: () => T): T => {
  let scope = perRequest.get(context);
  if (!scope) {
    scope = new Map();
    perRequest.set(context, scope);
  }
  if (!scope.has(name)) scope.set(name, create());
  return scope.get(name) as T;
};
