import { useT } from '../../../lib/i18n/useT';

/** A required group's mark in its legend: the asterisk for the eye, "(required)" in words for screen readers. */
export function RequiredMark() {
  const t = useT();
  return (
    <>
      <span className="product-form__required" aria-hidden="true"> *</span>
      <span className="visually-hidden"> ({t('catalog.product.required')})</span>
    </>
  );
}
