import { presentItems } from '../../../lib/graphql/present';
import { useT } from '../../../lib/i18n/useT';
import { errorFor, errorId, FieldError } from './FieldError';
import { OptionPriceText } from './OptionPriceText';
import { RequiredMark } from './RequiredMark';
import { fieldKey } from './validateChoices';
import type { PriceDisplay } from '../../../components/Price';
import type { DownloadableProductDetail } from '../catalogTypes';
import type { ProductForm } from './useProductChoices';

const bySortOrder = <T extends { sort_order: number | null }>(list: readonly (T | null)[] | null | undefined): T[] =>
  presentItems(list).sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0));

/** Downloadable links (checkboxes with their prices when sold separately) and the free samples. */
export function DownloadableLinks({ product, form, display }: { product: DownloadableProductDetail; form: ProductForm; display: PriceDisplay }) {
  const t = useT();
  const { choices, update, errors } = form;
  const links = bySortOrder(product.downloadable_product_links);
  const samples = bySortOrder(product.downloadable_product_samples).filter((s) => s.sample_url);
  const separately = Boolean(product.links_purchased_separately);
  const error = errorFor(errors, fieldKey.links);
  const allChosen = links.length > 0 && links.every((link) => choices.links.includes(link.uid));
  const toggle = (uid: string) => update({ links: choices.links.includes(uid) ? choices.links.filter((u) => u !== uid) : [...choices.links, uid] });
  return (
    <>
      {links.length > 0 && (
        <fieldset id={fieldKey.links} className="product-form__group" aria-describedby={error ? errorId(fieldKey.links) : undefined}>
          <legend className="product-form__legend">
            {product.links_title || t('catalog.product.links')}
            {separately && <RequiredMark />}
          </legend>
          <ul className="product-form__choices">
            {links.map((link) => (
              <li key={link.uid} className="product-form__link-row">
                {separately ? (
                  <label className="product-form__choice">
                    <input type="checkbox" checked={choices.links.includes(link.uid)} onChange={() => toggle(link.uid)} />
                    <span>
                      {link.title}
                      <OptionPriceText price={link.price} display={display} />
                    </span>
                  </label>
                ) : (
                  <span>{link.title}</span>
                )}
                {link.sample_url && (
                  <a className="product-form__sample" href={link.sample_url} target="_blank" rel="noopener noreferrer">
                    {t('catalog.product.sample')}
                    <span className="visually-hidden"> {link.title} {t('shell.link.newTab')}</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
          {separately && links.length > 1 && (
            <button type="button" className="link-button product-form__select-all" onClick={() => update({ links: allChosen ? [] : links.map((l) => l.uid) })}>
              {allChosen ? t('catalog.product.unselectAll') : t('catalog.product.selectAll')}
            </button>
          )}
          <FieldError error={error} />
        </fieldset>
      )}
      {samples.length > 0 && (
        <div className="product-form__samples">
          <h2 className="product-form__legend">{t('catalog.product.samples')}</h2>
          <ul>
            {samples.map((sample) => (
              <li key={sample.sample_url}>
                <a href={sample.sample_url ?? undefined} target="_blank" rel="noopener noreferrer">
                  {sample.title}
                  <span className="visually-hidden"> {t('shell.link.newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
