import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { busyButtonProps } from '../../components/busyButton';
import { useT } from '../../lib/i18n/useT';
import { applyCoupon, removeCoupon } from './cartCoupons';

type Feedback = { kind: 'ok' | 'error'; text: string } | null;

/** Spec §4 coupon: apply (the message names the code) or cancel; a refusal shows the server's text. */
export function CouponForm() {
  const t = useT();
  const dispatch = useAppDispatch();
  const id = useId();
  const applied = useAppSelector((state) => state.cart.cartDetail.applied_coupons?.[0]?.code ?? '');
  const loading = useAppSelector((state) => state.cart.loading);
  const [code, setCode] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const refused = feedback?.kind === 'error';
  // On a phone the message lands under the fold: brought into view, as the shopper's next step is to read it.
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (feedback) message.current?.scrollIntoView?.({ block: 'nearest' });
  }, [feedback]);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const entered = code.trim();
    if (!entered) {
      setFeedback({ kind: 'error', text: t('cart.coupon.required') });
      return;
    }
    try {
      await dispatch(applyCoupon(entered)).unwrap();
      setFeedback({ kind: 'ok', text: t('cart.coupon.applied', { code: entered }) });
      setCode('');
    } catch (error) {
      const text = error instanceof Object && 'message' in error && typeof error.message === 'string' ? error.message : '';
      setFeedback({ kind: 'error', text: text || t('cart.coupon.failed') });
    }
  };

  const cancel = async () => {
    try {
      await dispatch(removeCoupon()).unwrap();
      setFeedback({ kind: 'ok', text: t('cart.coupon.canceled') });
    } catch {
      setFeedback({ kind: 'error', text: t('cart.coupon.failed') });
    }
  };

  return (
    <section className="cart-box" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cart-box__title">{t('cart.coupon.title')}</h2>
      {applied ? (
        <div className="cart-coupon__applied">
          <p>{t('cart.coupon.current', { code: applied })}</p>
          <button type="button" className="button" {...busyButtonProps(loading, () => void cancel())}>{t('cart.coupon.cancel')}</button>
        </div>
      ) : (
        <form className="cart-coupon__form" onSubmit={(event) => void apply(event)} noValidate>
          <label htmlFor={`${id}-code`}>{t('cart.coupon.label')}</label>
          <div className="cart-coupon__row">
            {/* A refusal is the field's error too: screen readers hear it with the field, not only once as it appears. */}
            <input
              id={`${id}-code`}
              className="cart-input"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              aria-invalid={refused || undefined}
              aria-describedby={refused ? `${id}-feedback` : undefined}
            />
            <button type="submit" className="button button--primary" {...busyButtonProps(loading)}>{t('cart.coupon.apply')}</button>
          </div>
        </form>
      )}
      <div aria-live="polite">
        {feedback && <p ref={message} id={`${id}-feedback`} className={`cart-coupon__feedback cart-coupon__feedback--${feedback.kind}`}>{feedback.text}</p>}
      </div>
    </section>
  );
}
