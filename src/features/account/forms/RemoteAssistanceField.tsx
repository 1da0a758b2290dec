import { Checkbox, Form } from 'antd';
import { useT } from '../../../lib/i18n/useT';

/**
 * Magento's Login as Customer consent (allow_remote_shopping_assistance) with its explanatory text, as on
 * Magento's Create Account and Account Information forms. Lives inside an antd Form (field name fixed).
 */
export function RemoteAssistanceField({ hintId }: { hintId: string }) {
  const t = useT();
  return (
    <Form.Item
      name="allow_remote_shopping_assistance"
      valuePropName="checked"
      extra={<span id={hintId}>{t('account.field.assistanceHint')}</span>}
    >
      <Checkbox aria-describedby={hintId}>{t('account.field.assistance')}</Checkbox>
    </Form.Item>
  );
}
