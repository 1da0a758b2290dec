import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import type { MessageId } from '../i18n/messages';

/** How long a GraphQL request may take before the client gives up on it and says so (spec §8). */
export const REQUEST_TIMEOUT_MS = 30_000;

// The names the Fetch standard gives these failures (DOMException names): fetch rejects with them.
const TIMEOUT = 'TimeoutError';
const ABORTED = 'AbortError';

function failure(name: typeof TIMEOUT | typeof ABORTED, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

/**
 * Gives every request a deadline: without one, a backend that never answers leaves the shopper
 * with a spinner for good. The request is aborted (fetch's signal, which the HTTP link passes on)
 * and fails with a TimeoutError; aborted from elsewhere (a signal of the caller's, the browser),
 * it fails with an AbortError. Apollo's own cancellation (an unsubscribed query) reports nothing.
 */
export function createTimeoutLink(timeoutMs: number = REQUEST_TIMEOUT_MS): ApolloLink {
  return new ApolloLink((operation, forward) => new Observable((observer) => {
    const controller = new AbortController();
    const outer = (operation.getContext().fetchOptions as RequestInit | undefined)?.signal ?? null;
    let timedOut = false;
    const abortWithOuter = () => controller.abort(outer?.reason);
    if (outer?.aborted) abortWithOuter();
    else outer?.addEventListener('abort', abortWithOuter, { once: true });
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(failure(TIMEOUT, `No answer within ${timeoutMs} ms`));
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', abortWithOuter);
    };
    operation.setContext(({ fetchOptions }: { fetchOptions?: RequestInit }) => ({ fetchOptions: { ...fetchOptions, signal: controller.signal } }));
    const subscription = forward(operation).subscribe({
      next: (value) => observer.next(value),
      error: (error: unknown) => {
        done();
        if (timedOut) observer.error(failure(TIMEOUT, `No answer within ${timeoutMs} ms`));
        else if (controller.signal.aborted) observer.error(failure(ABORTED, 'Request aborted'));
        else observer.error(error);
      },
      complete: () => {
        done();
        observer.complete();
      },
    });
    return () => {
      done();
      subscription.unsubscribe();
    };
  }));
}

/** Spec §8's words for a request that got no answer: timed out, aborted, or the network failed. */
export function networkErrorMessage(error: unknown): MessageId {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  if (name === TIMEOUT) return 'notification.timeout';
  if (name === ABORTED) return 'notification.requestAborted';
  return 'notification.networkError';
}
