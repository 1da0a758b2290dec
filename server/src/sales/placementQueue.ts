import type { Database } from 'better-sqlite3';

// Two placeOrder calls for one cart (a double click, a retry) must not both pass the checks before either commits.

const placements = new WeakMap<Database, Map<string, Promise<unknown>>>();

/** One placement per cart at a time in this process: a second call waits for the first, then sees its order. */
export const oneAtATime = async <T>(db: Database, key: string, work: () => Promise<T>): Promise<T> => {
  let running = placements.get(db);
  if (!running) {
    running = new Map();
    placements.set(db, running);
  }
  const queue = running;
  const run = (queue.get(key) ?? Promise.resolve()).then(work);
  const settled = run.catch(() => undefined);
  queue.set(key, settled);
  try {
    return await run;
  } finally {
    if (queue.get(key) === settled) queue.delete(key);
  }
};
