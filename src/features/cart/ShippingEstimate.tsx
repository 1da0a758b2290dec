import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { busyButtonProps } from '../../components/busyButton';
import { Money } from '../../components/Price';
import { useT } from '../../lib/i18n/useT';
import { usePriceDisplay } from '../../shared/prices/usePriceDisplay';
import { GET_COUNTRIES } from './cart.gql';
import { estimateShipping, estimateTotals } from './cartEstimate';
import { countryCode, countryOptions } from './countries';
import type { AvailableShippingMethod } from './cartTypes';
import type { EstimateAddressInput } from '../../lib/graphql/generated';

const methodKey = (m: AvailableShippingMethod) => `${m.carrier_code}_${m.method_code ?? ''}`;

/** Spec §2.3: estimate shipping and tax by country, state/province and method. */
export function ShippingEstimate() {
  const t = useT();
  const id = useId();
  const dispatch = useAppDispatch();
  const display = usePriceDisplay();
  const loading = useAppSelector((state) => state.cart.loading);
  const isVirtual = useAppSelector((state) => state.cart.cartDetail.is_virtual);
  const { data } = useQuery(GET_COUNTRIES);
  const countries = countryOptions(data).sort((a, b) => (a.full_name_locale ?? a.id).localeCompare(b.full_name_locale ?? b.id));
  // Magento's estimate starts at the store's default country (Luma's "Estimate Shipping and Tax" block).
  const defaultCountry = useAppSelector((state) => state.app.storeConfig?.country_info?.default_country ?? state.app.storeConfig?.default_country ?? '');
  const [country, setCountry] = useState(defaultCountry);
  const [region, setRegion] = useState('');
  const [postcode, setPostcode] = useState('');
  const [methods, setMethods] = useState<AvailableShippingMethod[] | null>(null);
  const [chosen, setChosen] = useState('');
  const regions = countries.find((c) => c.id === country)?.available_regions ?? [];
  if (isVirtual) return null;

  const address = (): EstimateAddressInput => {
    const found = regions.find((r) => String(r.id) === region);
    return {
      country_code: countryCode(country),
      ...(postcode.trim() ? { postcode: postcode.trim() } : {}),
      ...(found ? { region: { region_id: found.id, region_code: found.code } } : {}),
    };
  };

  const estimate = async () => {
    if (!country) return;
    setChosen('');
    const found = await dispatch(estimateShipping(address())).unwrap();
    setMethods(found);
    await dispatch(estimateTotals({ address: address(), method: null }));
  };

  const choose = (method: AvailableShippingMethod) => {
    setChosen(methodKey(method));
    void dispatch(estimateTotals({ address: address(), method }));
  };

  return (
    <section className="cart-box" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cart-box__title">{t('cart.estimate.title')}</h2>
      <div className="cart-field">
        <label htmlFor={`${id}-country`}>{t('cart.estimate.country')}</label>
        <select id={`${id}-country`} className="cart-input" value={country} onChange={(e) => { setCountry(e.target.value); setRegion(''); setMethods(null); }}>
          <option value="">{t('cart.estimate.choose')}</option>
          {countries.map((c) => <option key={c.id} value={c.id}>{c.full_name_locale ?? c.id}</option>)}
        </select>
      </div>
      {regions.length > 0 && (
        <div className="cart-field">
          <label htmlFor={`${id}-region`}>{t('cart.estimate.region')}</label>
          <select id={`${id}-region`} className="cart-input" value={region} onChange={(e) => setRegion(e.target.value)}>
            <option value="">{t('cart.estimate.choose')}</option>
            {regions.map((r) => <option key={r.id} value={String(r.id)}>{r.name}</option>)}
          </select>
        </div>
      )}
      <div className="cart-field">
        <label htmlFor={`${id}-postcode`}>{t('cart.estimate.postcode')}</label>
        <input id={`${id}-postcode`} className="cart-input" value={postcode} onChange={(e) => setPostcode(e.target.value)} autoComplete="postal-code" />
      </div>
      <button type="button" className="button button--block" disabled={!country} {...busyButtonProps(loading, () => void estimate())}>
        {t('cart.estimate.submit')}
      </button>
      {methods && methods.length === 0 && <p className="cart-estimate__none">{t('cart.estimate.none')}</p>}
      {methods && methods.length > 0 && (
        <fieldset className="cart-estimate__methods">
          <legend>{t('cart.estimate.method')}</legend>
          {methods.filter((m) => m.available).map((m) => (
            <label key={methodKey(m)} className="cart-estimate__method">
              <input type="radio" name={`${id}-method`} checked={chosen === methodKey(m)} onChange={() => choose(m)} />
              <span>{m.carrier_title} - {m.method_title}</span>
              <strong><Money display={display} value={m.amount.value} /></strong>
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
}
