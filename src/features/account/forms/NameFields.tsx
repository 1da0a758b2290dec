import { Form, Input } from 'antd';
import { useT } from '../../../lib/i18n/useT';
import { toAntdRule } from '../../../lib/validation/antdRules';
import { required } from '../../../lib/validation/rules';

/** The customer's first and last name, both required (§5). Lives inside an antd Form. */
export function NameFields() {
  const t = useT();
  const requiredRule = toAntdRule(t, required);
  return (
    <>
      <Form.Item name="firstname" label={t('account.field.firstname')} rules={[requiredRule]}>
        <Input autoComplete="given-name" size="large" maxLength={255} />
      </Form.Item>
      <Form.Item name="lastname" label={t('account.field.lastname')} rules={[requiredRule]}>
        <Input autoComplete="family-name" size="large" maxLength={255} />
      </Form.Item>
    </>
  );
}
