import { Button, Radio } from 'antd';
import { useState } from 'react';
import { busyButtonProps } from '../../../components/busyButton';
import { Money, type PriceDisplay } from '../../../components/Price';
import { useT } from '../../../lib/i18n/useT';
import type { AvailableShippingMethod, SelectedShippingMethod } from '../../cart';

export const methodKey = (m: { carrier_code: string; method_code: string | null }) => `${m.carrier_code}_${m.method_code ?? ''}`;

/** Step 2: the shipping methods the address allows, with their prices; one must be chosen (spec §5). */
export function ShippingMethodStep({ methods, selected, display, busy, onSubmit }: {
  methods: readonly AvailableShippingMethod[];
  selected: SelectedShippingMethod | null;
  display: PriceDisplay;
  busy: boolean;
  onSubmit: (method: { carrier_code: string; method_code: string }) => void;
}) {
  const t = useT();
  const usable = methods.filter((m) => m.available !== false && m.method_code);
  const [value, setValue] = useState<string | null>(() => {
    if (selected) return methodKey(selected);
    return usable.length === 1 && usable[0] ? methodKey(usable[0]) : null;
  });
  const [problem, setProblem] = useState(false);
  const submit = () => {
    const method = usable.find((m) => methodKey(m) === value);
    if (!method?.method_code) {
      setProblem(true);
      return;
    }
    setProblem(false);
    onSubmit({ carrier_code: method.carrier_code, method_code: method.method_code });
  };
  if (usable.length === 0) return <p className="checkout-note" role="status">{t('checkout.shippingMethod.none')}</p>;
  return (
    <div className="checkout-methods">
      <Radio.Group
        className="checkout-choices"
        value={value}
        onChange={(event) => {
          setValue(event.target.value as string);
          setProblem(false);
        }}
        aria-label={t('checkout.shippingMethod.title')}
        aria-describedby={problem ? 'checkout-shipping-method-problem' : undefined}
      >
        {usable.map((m) => (
          <Radio key={methodKey(m)} value={methodKey(m)} className="checkout-choice checkout-choice--method">
            <span className="checkout-choice__label">{[m.carrier_title, m.method_title].filter(Boolean).join(' - ')}</span>
            <Money className="checkout-choice__price" display={display} value={m.amount.value} />
          </Radio>
        ))}
      </Radio.Group>
      {problem && <p id="checkout-shipping-method-problem" className="checkout-problem" role="alert">{t('checkout.shippingMethod.required')}</p>}
      <div className="checkout-actions">
        <Button type="primary" loading={busy} {...busyButtonProps(busy, submit)} autoInsertSpace={false}>{t('checkout.continue')}</Button>
      </div>
    </div>
  );
}
