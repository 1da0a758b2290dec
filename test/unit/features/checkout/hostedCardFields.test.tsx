import { act, render } from '@testing-library/react';
import { createRef } from 'react';
import { vi } from 'vitest';
import { cardGatewayOf, gatewayMessageOf } from '../../../../src/features/checkout/payment/cardGateway';
import { type CardTokenOutcome, HostedCardFields, type HostedCardFieldsHandle } from '../../../../src/features/checkout/payment/HostedCardFields';
import type { StoreConfig } from '../../../../src/shared/store/storeConfig.gql';

const GATEWAY = 'http://127.0.0.1:4999';

const config = (payment: Partial<NonNullable<StoreConfig>['card_payment']> | null): StoreConfig => ({
  locale: 'de_DE',
  card_payment: payment === null ? null : {
    mode: 'sandbox',
    hosted_fields_url: `${GATEWAY}/hosted-fields`,
    public_keys: [{ mode: 'sandbox', public_key: 'pk_sandbox_x' }, { mode: 'production', public_key: 'pk_live_x' }],
    ...payment,
  },
}) as StoreConfig;

describe('cardGatewayOf: the store config\'s gateway page and the public key of its mode', () => {
  it('frames the hosted fields with the mode\'s key, this page\'s origin and the store locale', () => {
    const gateway = cardGatewayOf(config({}), 'http://127.0.0.1:8080');
    expect(gateway?.origin).toBe(GATEWAY);
    const url = new URL(gateway?.frameUrl ?? '');
    expect(Object.fromEntries(url.searchParams)).toEqual({ key: 'pk_sandbox_x', origin: 'http://127.0.0.1:8080', locale: 'de_DE' });
    expect(new URL(cardGatewayOf(config({ mode: 'production' }), 'https://shop.example')?.frameUrl ?? '').searchParams.get('key')).toBe('pk_live_x');
  });

  it('is null without a key for the mode or a usable page', () => {
    expect(cardGatewayOf(config(null), 'http://a')).toBeNull();
    expect(cardGatewayOf(config({ public_keys: [{ mode: 'production', public_key: 'pk_live_x' }] }), 'http://a')).toBeNull();
    expect(cardGatewayOf(config({ hosted_fields_url: 'javascript:alert(1)' }), 'http://a')).toBeNull();
  });

  it('takes only well-formed gateway messages', () => {
    expect(gatewayMessageOf({ type: 'spectrane-card:token', token: 'tok_abc', card: { brand: 'visa', last4: '4242' } }))
      .toEqual({ type: 'spectrane-card:token', token: 'tok_abc', card: { brand: 'visa', last4: '4242' } });
    expect(gatewayMessageOf({ type: 'spectrane-card:token', token: '<img src=x>' })).toBeNull();
    expect(gatewayMessageOf({ type: 'spectrane-card:resize', height: 'tall' })).toBeNull();
    expect(gatewayMessageOf('spectrane-card:ready')).toBeNull();
  });
});

describe('HostedCardFields: postMessage with the gateway only', () => {
  const gateway = { frameUrl: `${GATEWAY}/hosted-fields?key=pk_sandbox_x`, origin: GATEWAY, mode: 'sandbox' };

  const setup = () => {
    const handle = createRef<HostedCardFieldsHandle>();
    const onSubmit = vi.fn();
    const view = render(<HostedCardFields gateway={gateway} title="Card details" handleRef={handle} onSubmit={onSubmit} />);
    const frame = view.getByTitle('Card details') as HTMLIFrameElement;
    const from = (origin: string, data: unknown, source: Window | null = frame.contentWindow) => act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin, data, source }));
    });
    return { handle, onSubmit, frame, from };
  };

  it('asks the gateway\'s origin for a token and takes the answer only from that origin and frame', async () => {
    const { handle, frame, from, onSubmit } = setup();
    expect(frame.getAttribute('src')).toBe(gateway.frameUrl);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms');
    // Fields that never say they are ready: after a wait, nothing to ask.
    vi.useFakeTimers();
    const early = handle.current?.tokenize();
    await vi.advanceTimersByTimeAsync(5100);
    expect(await early).toEqual({ ok: false, reason: 'unavailable' });
    vi.useRealTimers();

    from(GATEWAY, { type: 'spectrane-card:ready' });
    const post = vi.spyOn(frame.contentWindow as Window, 'postMessage');
    let outcome: CardTokenOutcome | undefined;
    const asked = handle.current?.tokenize().then((o) => { outcome = o; });
    expect(post).toHaveBeenCalledWith({ type: 'spectrane-card:tokenize' }, GATEWAY);

    // Another origin, or this origin from another window, is ignored.
    from('http://127.0.0.1:8080', { type: 'spectrane-card:token', token: 'tok_evil', card: { brand: 'visa', last4: '0000' } });
    from(GATEWAY, { type: 'spectrane-card:token', token: 'tok_evil', card: { brand: 'visa', last4: '0000' } }, window);
    from(GATEWAY, { type: 'spectrane-card:submit' }, window);
    await Promise.resolve();
    expect(outcome).toBeUndefined();
    expect(onSubmit).not.toHaveBeenCalled();

    from(GATEWAY, { type: 'spectrane-card:token', token: 'tok_good', card: { brand: 'visa', last4: '4242' } });
    await asked;
    expect(outcome).toEqual({ ok: true, token: 'tok_good', last4: '4242' });
  });

  it('reports invalid cards, follows the fields\' height, and submits on Enter in them', async () => {
    const { handle, frame, from, onSubmit } = setup();
    from(GATEWAY, { type: 'spectrane-card:ready' });
    from(GATEWAY, { type: 'spectrane-card:resize', height: 231.4 });
    expect(frame.style.height).toBe('232px');
    const asked = handle.current?.tokenize();
    from(GATEWAY, { type: 'spectrane-card:invalid' });
    expect(await asked).toEqual({ ok: false, reason: 'invalid' });
    from(GATEWAY, { type: 'spectrane-card:submit' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
