import { Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/useT';
import { toAntdRule } from '../../../lib/validation/antdRules';
import { required } from '../../../lib/validation/rules';
import { CARD_METHOD_CODE, PURCHASE_ORDER_CODE } from '../checkout.gql';
import type { PaymentMethodInput } from '../../../lib/graphql/generated';
import type { PaymentMethod } from '../../cart/cartTypes';

interface PaymentValues {
  code?: string;
  purchase_order_number?: string;
  card_token?: string;
  note?: string;
}

/** Spec §4 order comment: at most 1000 characters (the backend's limit), counted by code point. */
export const NOTE_MAX_LENGTH = 1000;

/**
 * Step 4: the payment method (spec §5: one must be chosen); a purchase order needs its number; the
 * card method takes the single-use token of the gateway's card form (test mode: a test token). The
 * order comment goes with it.
 */
export function PaymentStep({ methods, selected, purchaseOrder, note, cardMode, busy, onSubmit }: {
  methods: readonly PaymentMethod[];
  selected: string;
  purchaseOrder: string;
  note: string;
  cardMode: string | null;
  busy: boolean;
  onSubmit: (input: { method: PaymentMethodInput; note: string }) => void;
}) {
  const t = useT();
  const [form] = Form.useForm<PaymentValues>();
  const code = Form.useWatch('code', form);
  const [problem, setProblem] = useState(false);
  const req = toAntdRule(t, required);
  const initialCode = methods.some((m) => m.code === selected) ? selected : methods.length === 1 ? methods[0]?.code : undefined;

  const finish = (values: PaymentValues) => {
    if (!values.code) {
      setProblem(true);
      return;
    }
    const method: PaymentMethodInput = { code: values.code };
    if (values.code === PURCHASE_ORDER_CODE) method.purchase_order_number = values.purchase_order_number?.trim() ?? '';
    if (values.code === CARD_METHOD_CODE) method.spectrane_card = { token: values.card_token?.trim() ?? '' };
    onSubmit({ method, note: values.note?.trim() ?? '' });
  };

  if (methods.length === 0) return <p className="checkout-note" role="status">{t('checkout.payment.none')}</p>;
  return (
    <Form
      form={form}
      name="checkoutPayment"
      layout="vertical"
      requiredMark={false}
      noValidate
      onFinish={finish}
      className="checkout-form checkout-payment"
      initialValues={{ code: initialCode, purchase_order_number: purchaseOrder, note }}
    >
      <Form.Item name="code" noStyle>
        <Radio.Group
          className="checkout-choices"
          aria-label={t('checkout.payment.title')}
          aria-describedby={problem ? 'checkout-payment-problem' : undefined}
          onChange={() => setProblem(false)}
        >
          {methods.map((m) => (
            <Radio key={m.code} value={m.code} className="checkout-choice">{m.title}</Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {problem && <p id="checkout-payment-problem" className="checkout-problem" role="alert">{t('checkout.payment.required')}</p>}
      {code === PURCHASE_ORDER_CODE && (
        <Form.Item name="purchase_order_number" label={t('checkout.payment.purchaseOrderNumber')} rules={[req]} className="checkout-payment__extra">
          <Input autoComplete="off" />
        </Form.Item>
      )}
      {code === CARD_METHOD_CODE && (
        <Form.Item
          name="card_token"
          label={t('checkout.payment.cardToken')}
          rules={[req]}
          extra={cardMode === 'sandbox' ? t('checkout.payment.cardTestHint') : undefined}
          className="checkout-payment__extra"
        >
          <Input autoComplete="off" spellCheck={false} />
        </Form.Item>
      )}
      <Form.Item name="note" label={t('checkout.payment.comment')} className="checkout-payment__comment">
        <Input.TextArea rows={3} showCount maxLength={NOTE_MAX_LENGTH} />
      </Form.Item>
      <div className="checkout-actions">
        <Button type="primary" htmlType="submit" loading={busy} disabled={busy} autoInsertSpace={false}>{t('checkout.continue')}</Button>
      </div>
    </Form>
  );
}
