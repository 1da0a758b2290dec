// The alert popup with an OK button (spec §2.4), callable from anywhere: components, pages and
// thunks (server messages after add-to-cart or update, §8; the minimum-order alert, §5). A module,
// not a slice, because a thunk has to be able to wait for the OK before it redirects.

export interface AlertRequest {
  /** The text the shopper must acknowledge (server text or an already translated message). */
  message: string;
  /** Optional heading; the host shows a generic one otherwise. */
  title?: string;
}

export interface QueuedAlert extends AlertRequest {
  id: number;
  /** Called by the host when the shopper pressed OK (or closed the popup). */
  acknowledge: () => void;
}

type Listener = (alerts: readonly QueuedAlert[]) => void;

let queue: readonly QueuedAlert[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: readonly QueuedAlert[]): void {
  queue = next;
  listeners.forEach((listener) => listener(queue));
}

/**
 * Shows an alert popup; resolves when the shopper presses OK. Alerts raised while one is open wait
 * their turn. Works before the host is mounted: the host shows what is queued when it mounts.
 */
export function showAlert(request: AlertRequest | string): Promise<void> {
  const fields = typeof request === 'string' ? { message: request } : request;
  return new Promise<void>((resolve) => {
    const id = nextId++;
    const acknowledge = () => {
      publish(queue.filter((alert) => alert.id !== id));
      resolve();
    };
    publish([...queue, { ...fields, id, acknowledge }]);
  });
}

/** For the host: current queue now and on every change; returns the unsubscribe function. */
export function subscribeAlerts(listener: Listener): () => void {
  listeners.add(listener);
  listener(queue);
  return () => {
    listeners.delete(listener);
  };
}
