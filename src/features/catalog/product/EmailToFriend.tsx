import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { busyButtonProps } from '../../../components/busyButton';
import { useT } from '../../../lib/i18n/useT';
import RecaptchaBadge from '../../../shared/recaptcha/RecaptchaBadge';
import { useRecaptcha } from '../../../shared/recaptcha/useRecaptcha';
import { SEND_EMAIL_TO_FRIEND } from './emailToFriend.gql';
import { type FriendDraft, type FriendErrors, MAX_RECIPIENTS, validateFriendDraft } from './emailToFriendValidation';
import { TextField } from './TextField';

interface EmailToFriendProps {
  productId: number;
  productName: string;
}

/** "Email to a Friend": a disclosure with the sender, the invitees (up to five) and a message. */
export function EmailToFriend({ productId, productName }: EmailToFriendProps) {
  const t = useT();
  const panelId = useId();
  const customer = useAppSelector((state) => state.user.customer);
  const start = (): FriendDraft => ({
    senderName: [customer?.firstname, customer?.lastname].filter(Boolean).join(' '),
    senderEmail: customer?.email ?? '',
    message: '',
    recipients: [{ name: '', email: '' }],
  });
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<FriendDraft>(start);
  const [errors, setErrors] = useState<FriendErrors>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const [send] = useMutation(SEND_EMAIL_TO_FRIEND, { context: { silent: true } });
  const recaptcha = useRecaptcha('SENDFRIEND');
  const busy = recaptcha.pending;

  const change = (next: Partial<FriendDraft>) => {
    const merged = { ...draft, ...next };
    setDraft(merged);
    if (Object.keys(errors).length > 0) setErrors(validateFriendDraft(merged));
  };
  const setRecipient = (index: number, key: 'name' | 'email', value: string) =>
    change({ recipients: draft.recipients.map((r, i) => (i === index ? { ...r, [key]: value } : r)) });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validateFriendDraft(draft);
    setErrors(found);
    setStatus(null);
    const first = Object.keys(found)[0];
    if (first) {
      form.current?.querySelector<HTMLElement>(`[data-field="${first}"] input, [data-field="${first}"] textarea`)?.focus();
      return;
    }
    try {
      const sender = { name: draft.senderName.trim(), email: draft.senderEmail.trim(), message: draft.message.trim() };
      const recipients = draft.recipients.map((r) => ({ name: r.name.trim(), email: r.email.trim() }));
      const guarded = await recaptcha.send((headers) => send({
        variables: { input: { product_id: productId, sender, recipients } },
        context: { silent: true, headers },
      }));
      if (!guarded.sent) return;
      setDraft(start());
      setStatus({ ok: true, text: t('catalog.friend.success') });
    } catch (error) {
      setStatus({ ok: false, text: error instanceof Error ? error.message : t('global.pageError') });
    }
  };

  return (
    <div className="email-friend">
      <button type="button" className="link-button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        {t('catalog.friend.open')}
      </button>
      <div id={panelId} hidden={!open}>
        <form ref={form} className="email-friend__form" noValidate onSubmit={(event) => void submit(event)}>
          <h2 className="review-form__title">{t('catalog.friend.title', { name: productName })}</h2>
          <TextField field="senderName" label={t('catalog.friend.senderName')} value={draft.senderName} error={errors.senderName} onChange={(senderName) => change({ senderName })} autoComplete="name" />
          <TextField field="senderEmail" type="email" label={t('catalog.friend.senderEmail')} value={draft.senderEmail} error={errors.senderEmail} onChange={(senderEmail) => change({ senderEmail })} autoComplete="email" />
          <TextField field="message" multiline label={t('catalog.friend.message')} value={draft.message} error={errors.message} onChange={(message) => change({ message })} />
          {draft.recipients.map((recipient, index) => (
            <fieldset key={index} className="email-friend__invitee">
              <legend className="product-form__legend">{t('catalog.friend.invitee', { number: index + 1 })}</legend>
              <TextField field={`recipient-${index}-name`} label={t('catalog.friend.name')} value={recipient.name} error={errors[`recipient-${index}-name`]} onChange={(v) => setRecipient(index, 'name', v)} />
              <TextField field={`recipient-${index}-email`} type="email" label={t('catalog.friend.email')} value={recipient.email} error={errors[`recipient-${index}-email`]} onChange={(v) => setRecipient(index, 'email', v)} />
              {index > 0 && (
                <button type="button" className="link-button" onClick={() => change({ recipients: draft.recipients.filter((_, i) => i !== index) })}>
                  {t('catalog.friend.removeInvitee', { number: index + 1 })}
                </button>
              )}
            </fieldset>
          ))}
          {draft.recipients.length < MAX_RECIPIENTS && (
            <button type="button" className="button" onClick={() => change({ recipients: [...draft.recipients, { name: '', email: '' }] })}>
              {t('catalog.friend.addInvitee')}
            </button>
          )}
          {status && (
            <p className={status.ok ? 'review-form__success' : 'product-form__error'} role={status.ok ? 'status' : 'alert'}>
              {status.text}
            </p>
          )}
          <RecaptchaBadge form="SENDFRIEND" />
          <button type="submit" className="button button--primary" {...busyButtonProps(busy)}>
            {t('catalog.friend.send')}
          </button>
        </form>
      </div>
    </div>
  );
}
