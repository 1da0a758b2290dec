import type { MessageId } from '../../../lib/i18n/messages';

/** Magento's limit of invitees per message. */
export const MAX_RECIPIENTS = 5;

export interface Invitee {
  name: string;
  email: string;
}

export interface FriendDraft {
  senderName: string;
  senderEmail: string;
  message: string;
  recipients: Invitee[];
}

/** Field key → message; recipients as 'recipient-{i}-name' / 'recipient-{i}-email'. */
export type FriendErrors = Record<string, MessageId>;

// Spec §5: a valid email, limited to under 255 characters.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string): boolean => value.length < 255 && EMAIL.test(value);

function checkEmail(errors: FriendErrors, key: string, value: string): void {
  if (!value.trim()) errors[key] = 'validator.required';
  else if (!isEmail(value.trim())) errors[key] = 'validator.email';
}

/** Sender name, sender email, message and every invitee's name and email are required. */
export function validateFriendDraft(draft: FriendDraft): FriendErrors {
  const errors: FriendErrors = {};
  if (!draft.senderName.trim()) errors.senderName = 'validator.required';
  checkEmail(errors, 'senderEmail', draft.senderEmail);
  if (!draft.message.trim()) errors.message = 'validator.required';
  draft.recipients.forEach((recipient, index) => {
    if (!recipient.name.trim()) errors[`recipient-${index}-name`] = 'validator.required';
    checkEmail(errors, `recipient-${index}-email`, recipient.email);
  });
  return errors;
}
