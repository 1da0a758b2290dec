import { useT } from '../../lib/i18n/useT';
import type { ReactNode } from 'react';

export type SectionState = 'active' | 'done' | 'todo';

/**
 * One checkout step: a numbered heading (focus target when the step becomes current), the step's
 * form while it is active, a summary with an Edit button once it is done.
 */
export function CheckoutSection({ step, number, title, state, summary, onEdit, children }: {
  step: number;
  /** The number the shopper sees (1-based, counting only the steps this cart goes through). */
  number: number;
  title: string;
  state: SectionState;
  summary?: ReactNode;
  onEdit?: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const headingId = `checkout-step-${step}-title`;
  return (
    <section className={`checkout-step checkout-step--${state}`} aria-labelledby={headingId} data-step={step}>
      <div className="checkout-step__head">
        <h2 id={headingId} className="checkout-step__title" tabIndex={-1}>
          <span className="checkout-step__number" aria-hidden="true">{number}</span>
          <span className="visually-hidden">{t('checkout.stepNumber', { number })}</span>
          {title}
        </h2>
        {state === 'done' && onEdit && (
          <button type="button" className="link-button checkout-step__edit" onClick={onEdit} aria-label={t('checkout.editStep', { step: title })}>
            {t('checkout.edit')}
          </button>
        )}
      </div>
      {state === 'active' && <div className="checkout-step__body">{children}</div>}
      {state === 'done' && summary && <div className="checkout-step__summary">{summary}</div>}
    </section>
  );
}
