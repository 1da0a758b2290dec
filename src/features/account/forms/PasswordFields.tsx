import { Form, Input } from 'antd';
import { useT } from '../../../lib/i18n/useT';
import { passwordRule, toAntdRule } from '../../../lib/validation/antdRules';
import { required, sameAs } from '../../../lib/validation/rules';
import { usePasswordPolicy } from '../usePasswordPolicy';
import type { MessageId } from '../../../lib/i18n/messages';

interface PasswordFieldsProps {
  /** The password field's name; its confirmation is always `confirm`. */
  name: string;
  label: MessageId;
  confirmLabel: MessageId;
}

/**
 * A new password checked against the store's password policy, and its confirmation (§5).
 * Lives inside an antd Form.
 */
export function PasswordFields({ name, label, confirmLabel }: PasswordFieldsProps) {
  const t = useT();
  const form = Form.useFormInstance();
  const policy = usePasswordPolicy();
  const requiredRule = toAntdRule(t, required);
  return (
    <>
      <Form.Item name={name} label={t(label)} rules={[requiredRule, passwordRule(t, policy)]}>
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t(confirmLabel)}
        dependencies={[name]}
        rules={[toAntdRule(t, required, sameAs(() => String(form.getFieldValue(name) ?? '')))]}
      >
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
    </>
  );
}
