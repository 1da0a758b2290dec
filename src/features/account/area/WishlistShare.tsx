import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { busyButtonProps } from '../../../components/busyButton';
import { useT } from '../../../lib/i18n/useT';
import { SHARE_WISHLIST } from '../wishlist.gql';
import { shareEmailsProblem, splitEmails } from './wishlistRules';

interface ShareValues {
  emails: string;
  message?: string;
}

/** Share the wish list: comma-separated e-mail addresses (each checked) and a message (Magento: up to 255). */
export function WishlistShare() {
  const t = useT();
  const client = useApolloClient();
  const [form] = Form.useForm<ShareValues>();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [sending, setSending] = useState(false);

  const emailsRule = {
    validator: (_rule: unknown, value: unknown) => {
      const problem = shareEmailsProblem(typeof value === 'string' ? value : '');
      if (!problem) return Promise.resolve();
      const text =
        problem.kind === 'required' ? t('validator.required')
        : problem.kind === 'invalid' ? t('account.wishlist.shareInvalid', { emails: problem.emails.join(', ') })
        : t('account.wishlist.shareTooMany', { max: problem.max });
      return Promise.reject(new Error(text));
    },
  };

  const onFinish = async (values: ShareValues) => {
    setSending(true);
    setStatus(null);
    try {
      await client.mutate({ mutation: SHARE_WISHLIST, variables: { emails: splitEmails(values.emails), message: (values.message ?? '').trim() }, context: { silent: true } });
      form.resetFields();
      setStatus({ ok: true, text: t('account.wishlist.shared') });
    } catch (error) {
      setStatus({ ok: false, text: CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? t('account.wishlist.failed')) : t('account.wishlist.failed') });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="account-card wishlist__share" aria-labelledby="wishlist-share-title">
      <h2 id="wishlist-share-title" className="account-card__title">{t('account.wishlist.share')}</h2>
      <div role="status">{status && <Alert type={status.ok ? 'success' : 'error'} title={status.text} showIcon className="account-form__alert" />}</div>
      <Form form={form} name="wishlist-share" layout="vertical" requiredMark={false} noValidate onFinish={onFinish} className="account-form account-form--narrow">
        <Form.Item name="emails" label={t('account.wishlist.shareEmails')} validateTrigger="onBlur" rules={[emailsRule]}>
          <Input.TextArea rows={2} autoComplete="off" />
        </Form.Item>
        <Form.Item name="message" label={t('account.wishlist.shareMessage')}>
          <Input.TextArea rows={3} maxLength={255} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sending} {...busyButtonProps(sending)} autoInsertSpace={false}>{t('account.wishlist.shareSubmit')}</Button>
      </Form>
    </section>
  );
}
