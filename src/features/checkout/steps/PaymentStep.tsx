import { Alert, Button, Form, type GetProps, Input, Radio } from 'antd';
import { useRef, useState } from 'react';
import { busyButtonProps } from '../../../components/busyButton';
import { useT } from '../../../lib/i18n/useT';
import { toAntdRule } from '../../../lib/validation/antdRules';
import { clipCodePoints, codePointLength } from '../../../lib/validation/codePoints';
import { required } from '../../../lib/validation/rules';
import { CARD_METHOD_CODE, PURCHASE_ORDER_CODE } from '../checkout.gql';
import { type CardTokenOutcome, HostedCardFields, type HostedCardFieldsHandle } from '../payment/HostedCardFields';
import type { PaymentMethodInput } from '../../../lib/graphql/generated';
import type { PaymentMethod } from '../../cart';
import type { CardGatewayConfig } from '../payment/cardGateway';

interface PaymentValues {
  code?: string;
  purchase_order_number?: string;
  note?: string;
}

/** Spec §4 order comment: at most 1000 characters (the backend's limit), counted by code point. */
export const NOTE_MAX_LENGTH = 1000;
const NOTE_COUNT: GetProps<typeof Input.TextArea>['count'] = { show: true, max: NOTE_MAX_LENGTH, strategy: codePointLength, exceedFormatter: (text, { max }) => clipCodePoints(text, max) };

/**
 * Step 4: the payment method (spec §5: one must be chosen); a purchase order needs its number; the
 * card method's number, expiry and CVC are typed in the gateway's hosted fields (an iframe on its
 * origin), which hand back a single-use token: only the token is sent. The order comment goes with it.
 */
export function PaymentStep({ methods, selected, purchaseOrder, note, cardGateway, busy, onSubmit }: {
  methods: readonly PaymentMethod[];
  selected: string;
  purchaseOrder: string;
  note: string;
  /** The store's card gateway, null where it has no card form. */
  cardGateway: CardGatewayConfig | null;
  busy: boolean;
  onSubmit: (input: { method: PaymentMethodInput; note: string }) => void;
}) {
  const t = useT();
  const [form] = Form.useForm<PaymentValues>();
  const code = Form.useWatch('code', form);
  const [problem, setProblem] = useState(false);
  const cardFields = useRef<HostedCardFieldsHandle>(null);
  const [tokenizing, setTokenizing] = useState(false);
  const [cardUnavailable, setCardUnavailable] = useState(false);
  const req = toAntdRule(t, required);
  const initialCode = methods.some((m) => m.code === selected) ? selected : methods.length === 1 ? methods[0]?.code : undefined;

  const finish = async (values: PaymentValues) => {
    if (!values.code) {
      setProblem(true);
      return;
    }
    const method: PaymentMethodInput = { code: values.code };
    if (values.code === PURCHASE_ORDER_CODE) method.purchase_order_number = values.purchase_order_number?.trim() ?? '';
    if (__CAPABILITIES__.cardPayment && values.code === CARD_METHOD_CODE) {
      // The gateway's fields check the card and show their own messages; only a token comes back.
      if (tokenizing) return;
      setTokenizing(true);
      const fields = cardFields.current;
      const outcome: CardTokenOutcome = fields ? await fields.tokenize() : { ok: false, reason: 'unavailable' };
      setTokenizing(false);
      setCardUnavailable(outcome.reason === 'unavailable');
      if (!outcome.ok || !outcome.token) return;
      method.spectrane_card = { token: outcome.token };
    }
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
      onFinish={(values) => void finish(values)}
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
      {__CAPABILITIES__.cardPayment && code === CARD_METHOD_CODE && (
        <div className="checkout-payment__extra checkout-card">
          {cardGateway ? (
            <>
              {cardGateway.mode === 'sandbox' && <p className="checkout-card__hint">{t('checkout.payment.cardTestHint')}</p>}
              <HostedCardFields gateway={cardGateway} title={t('checkout.payment.cardFieldsTitle')} handleRef={cardFields} onSubmit={() => form.submit()} />
            </>
          ) : null}
          {(!cardGateway || cardUnavailable) && <Alert type="warning" showIcon role="alert" title={t('checkout.payment.cardUnavailable')} />}
        </div>
      )}
      <Form.Item name="note" label={t('checkout.payment.comment')} className="checkout-payment__comment">
        <Input.TextArea rows={3} count={NOTE_COUNT} />
      </Form.Item>
      <div className="checkout-actions">
        <Button type="primary" htmlType="submit" loading={busy || tokenizing} {...busyButtonProps(busy || tokenizing)} autoInsertSpace={false}>{t('checkout.continue')}</Button>
      </div>
    </Form>
  );
}
