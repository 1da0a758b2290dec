import { useMutation } from '@apollo/client/react';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useT } from '../../lib/i18n/useT';
import { SUBSCRIBE_EMAIL_TO_NEWSLETTER } from './newsletter.gql';

interface NewsletterValues {
  subscribe: string;
}

/** Spec §5 generic rule: e-mail addresses are shorter than 255 characters. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The footer's newsletter signup (spec §2.4, §5, §7, §8): the field "subscribe" is required and must
 * be an e-mail; while the call runs the button shows it is busy; SUBSCRIBED says 'Successfully
 * subscribed.'; failures are ignored (no message, the error link stays silent).
 */
export default function NewsletterForm() {
  const t = useT();
  const [form] = Form.useForm<NewsletterValues>();
  const [subscribe, { loading }] = useMutation(SUBSCRIBE_EMAIL_TO_NEWSLETTER, { context: { silent: true } });
  const [subscribed, setSubscribed] = useState(false);

  const onFinish = async ({ subscribe: email }: NewsletterValues) => {
    setSubscribed(false);
    try {
      const { data } = await subscribe({ variables: { email: email.trim() } });
      if (data?.subscribeEmailToNewsletter?.status === 'SUBSCRIBED') {
        setSubscribed(true);
        form.resetFields();
      }
    } catch {
      // Spec §8: newsletter failures are ignored.
    }
  };

  return (
    <Form
      form={form}
      name="newsletter"
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      className="newsletter-form"
      // The spec's messages, not the browser's own bubbles.
      noValidate
    >
      <div className="newsletter-form__row">
        <Form.Item
          name="subscribe"
          label={t('shell.newsletter.label')}
          validateTrigger="onBlur"
          rules={[
            { required: true, whitespace: true, message: t('validator.required') },
            { type: 'email', max: EMAIL_MAX_LENGTH, message: t('validator.email') },
          ]}
        >
          <Input type="email" autoComplete="email" inputMode="email" size="large" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          // "訂閱", not antd's spaced-out "訂 閱".
          autoInsertSpace={false}
          // Our own spinner: antd's icon would name the button "loading …" in English in every store.
          loading={loading && { icon: <span className="newsletter-form__spinner" aria-hidden="true" /> }}
          aria-busy={loading}
          className="newsletter-form__submit"
        >
          {t('shell.newsletter.submit')}
        </Button>
      </div>
      <p className="newsletter-form__notice" role="status">
        {subscribed ? t('shell.newsletter.success') : ''}
      </p>
    </Form>
  );
}
