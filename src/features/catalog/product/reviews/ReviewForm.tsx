import { useMutation } from '@apollo/client/react';
import { type FormEvent, useRef, useState } from 'react';
import { busyButtonProps } from '../../../../components/busyButton';
import { presentItems } from '../../../../lib/graphql/present';
import { useT } from '../../../../lib/i18n/useT';
import RecaptchaBadge from '../../../../shared/recaptcha/RecaptchaBadge';
import { useRecaptcha } from '../../../../shared/recaptcha/useRecaptcha';
import { RequiredMark } from '../RequiredMark';
import { TextField } from '../TextField';
import { CREATE_PRODUCT_REVIEW, type RatingMetadata } from './reviews.gql';
import { firstInvalid, type ReviewDraft, type ReviewErrors, validateReview } from './reviewValidation';

interface ReviewFormProps {
  sku: string;
  productName: string;
  ratings: readonly RatingMetadata[];
  defaultNickname: string;
  onSubmitted: () => void;
}

/** What the backend keeps of each field (Magento's review tables); longer text is refused there. */
const MAX_LENGTH = { nickname: 128, summary: 255, text: 65_535 } as const;

const empty = (nickname: string): ReviewDraft => ({ nickname, summary: '', text: '', ratings: {} });

/** "You're reviewing": rating, nickname, summary and review (spec §3 Review, §5 validation). */
export function ReviewForm({ sku, productName, ratings, defaultNickname, onSubmitted }: ReviewFormProps) {
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<ReviewDraft>(() => empty(defaultNickname));
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [create] = useMutation(CREATE_PRODUCT_REVIEW, { context: { silent: true } });
  const recaptcha = useRecaptcha('PRODUCT_REVIEW');
  const busy = recaptcha.pending;
  const ratingIds = ratings.map((r) => r.id);

  const change = (next: Partial<ReviewDraft>) => {
    const merged = { ...draft, ...next };
    setDraft(merged);
    setSubmitted(false);
    // Once shown, messages follow the shopper's corrections.
    if (Object.keys(errors).length > 0) setErrors(validateReview(merged, ratingIds));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validateReview(draft, ratingIds);
    setErrors(found);
    setServerError(null);
    const first = firstInvalid(found);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[data-field="${first}"] input, [data-field="${first}"] textarea`)?.focus();
      return;
    }
    try {
      const input = { sku, nickname: draft.nickname.trim(), summary: draft.summary.trim(), text: draft.text.trim(), ratings: Object.entries(draft.ratings).map(([id, value_id]) => ({ id, value_id })) };
      const guarded = await recaptcha.send((headers) => create({ variables: { input }, context: { silent: true, headers } }));
      if (!guarded.sent) return;
      setDraft(empty(defaultNickname));
      setSubmitted(true);
      onSubmitted();
    } catch (error) {
      setServerError(error instanceof Error ? error.message : t('global.pageError'));
    }
  };

  return (
    <form ref={form} className="review-form" noValidate onSubmit={(event) => void submit(event)}>
      <h2 className="review-form__title">{t('catalog.review.formTitle', { name: productName })}</h2>
      {ratings.map((rating) => (
        <fieldset key={rating.id} className="review-form__rating" data-field="ratings" aria-describedby={errors.ratings ? 'review-ratings-error' : undefined}>
          <legend className="product-form__legend">
            {rating.name}
            <RequiredMark />
          </legend>
          <div className="rating-input">
            {presentItems(rating.values).sort((a, b) => Number(b.value) - Number(a.value)).map((value) => (
              <label key={value.value_id} className="rating-input__star">
                <input type="radio" name={`rating-${rating.id}`} value={value.value_id} checked={draft.ratings[rating.id] === value.value_id} onChange={() => change({ ratings: { ...draft.ratings, [rating.id]: value.value_id } })} />
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">{t('catalog.review.starsOption', { value: Number(value.value) })}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {errors.ratings && <p id="review-ratings-error" className="product-form__error" role="alert">{t(errors.ratings)}</p>}
      <TextField field="nickname" label={t('catalog.review.nickname')} value={draft.nickname} error={errors.nickname} onChange={(nickname) => change({ nickname })} maxLength={MAX_LENGTH.nickname} />
      <TextField field="summary" label={t('catalog.review.summary')} value={draft.summary} error={errors.summary} onChange={(summary) => change({ summary })} maxLength={MAX_LENGTH.summary} />
      <TextField field="text" label={t('catalog.review.text')} value={draft.text} error={errors.text} onChange={(text) => change({ text })} multiline maxLength={MAX_LENGTH.text} />
      {serverError && <p className="product-form__error" role="alert">{serverError}</p>}
      {submitted && <p className="review-form__success" role="status">{t('catalog.review.success')}</p>}
      <RecaptchaBadge form="PRODUCT_REVIEW" />
      <button type="submit" className="button button--primary" {...busyButtonProps(busy)}>
        {t('catalog.review.submit')}
      </button>
    </form>
  );
}
