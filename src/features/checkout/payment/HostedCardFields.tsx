import { type RefObject, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { type CardGatewayConfig, gatewayMessageOf } from './cardGateway';

export interface CardTokenOutcome {
  ok: boolean;
  /** ok: the single-use token and what the gateway says of the card. */
  token?: string;
  last4?: string;
  /** Not ok: the fields show why (invalid), the gateway did not answer (error), or the fields never loaded (unavailable). */
  reason?: 'invalid' | 'error' | 'unavailable';
}

export interface HostedCardFieldsHandle {
  /** Asks the gateway's fields for a token of the card typed there. */
  tokenize: () => Promise<CardTokenOutcome>;
}

/** How long the fields may take to check a card with their gateway. */
const TOKENIZE_TIMEOUT_MS = 20_000;
/** How long a Continue waits for fields that have not loaded yet. */
const READY_WAIT_MS = 5000;
const MIN_HEIGHT = 60;
const MAX_HEIGHT = 800;

/**
 * The card number, expiry date and CVC, in the gateway's own page (an iframe on its origin): the storefront never
 * sees them. It asks the fields for a token by postMessage, to the gateway's origin only, and takes answers only
 * from that origin and that frame. The frame is sized to its content, which it reports.
 */
export function HostedCardFields({ gateway, title, handleRef, onSubmit }: {
  gateway: CardGatewayConfig;
  /** The frame's accessible name. */
  title: string;
  handleRef: RefObject<HostedCardFieldsHandle | null>;
  /** Enter in a field: the payment form's submit. */
  onSubmit: () => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(200);
  const ready = useRef(false);
  const pending = useRef<((outcome: CardTokenOutcome) => void) | null>(null);
  const submit = useRef(onSubmit);
  submit.current = onSubmit;

  useEffect(() => {
    const settle = (outcome: CardTokenOutcome) => {
      const resolve = pending.current;
      pending.current = null;
      resolve?.(outcome);
    };
    const listener = (event: MessageEvent) => {
      if (event.origin !== gateway.origin || !frame.current || event.source !== frame.current.contentWindow) return;
      const message = gatewayMessageOf(event.data);
      if (!message) return;
      switch (message.type) {
        case 'spectrane-card:ready': ready.current = true; break;
        case 'spectrane-card:resize': setHeight(Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.ceil(message.height)))); break;
        case 'spectrane-card:token': settle({ ok: true, token: message.token, last4: message.card.last4 }); break;
        case 'spectrane-card:invalid': settle({ ok: false, reason: 'invalid' }); break;
        case 'spectrane-card:error': settle({ ok: false, reason: 'error' }); break;
        case 'spectrane-card:submit': submit.current(); break;
      }
    };
    window.addEventListener('message', listener);
    return () => {
      window.removeEventListener('message', listener);
      settle({ ok: false, reason: 'unavailable' });
      ready.current = false;
    };
  }, [gateway.origin]);

  useImperativeHandle(handleRef, () => ({
    tokenize: async () => {
      // Fields still loading get a moment to say they are ready.
      for (let waited = 0; !ready.current && waited < READY_WAIT_MS; waited += 100) await new Promise((r) => window.setTimeout(r, 100));
      const target = frame.current?.contentWindow;
      if (!target || !ready.current) return { ok: false, reason: 'unavailable' };
      pending.current?.({ ok: false, reason: 'error' });
      return new Promise<CardTokenOutcome>((resolve) => {
        const timer = window.setTimeout(() => {
          if (pending.current === done) {
            pending.current = null;
            resolve({ ok: false, reason: 'error' });
          }
        }, TOKENIZE_TIMEOUT_MS);
        const done = (outcome: CardTokenOutcome) => {
          window.clearTimeout(timer);
          resolve(outcome);
        };
        pending.current = done;
        target.postMessage({ type: 'spectrane-card:tokenize' }, gateway.origin);
      });
    },
  }), [gateway.origin]);

  return (
    <iframe
      ref={frame}
      src={gateway.frameUrl}
      title={title}
      className="checkout-card-fields"
      style={{ height }}
      // Scripts and its own-origin token call only: no popups, no navigation of this page, no other features.
      sandbox="allow-scripts allow-same-origin allow-forms"
      allow="payment 'none'; camera 'none'; microphone 'none'; geolocation 'none'"
      data-testid="card-fields"
    />
  );
}
