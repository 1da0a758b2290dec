import { escapeHtml } from '../../../lib/html';
import { findProductsByIds, isVisible } from '../../../repositories/catalog/products';
import { queueEmail } from '../../../repositories/email';
import { recordSendToFriend, sendToFriendExhausted } from '../../../security/mailThrottle';
import { notAuthorizedMessage } from '../../context';
import { authorizationError, inputError, noSuchEntityError } from '../../errors';
import { mailLink } from '../../mailLinks';
import { isValidEmail } from '../newsletter';
import { catalogConfig, productUrlSuffix } from './catalogConfig';
import type { Resolver } from '../types';

interface SendEmailToFriendInput {
  product_id: number;
  sender: { name: string; email: string; message: string };
  recipients: ReadonlyArray<{ name: string; email: string } | null>;
}

// SendFriend::validate(): every problem found, concatenated as Magento's resolver does (implode).
const validationErrors = (input: SendEmailToFriendInput, recipients: Array<{ name: string; email: string }>, maxRecipients: number): string[] => {
  const errors: string[] = [];
  if (!isValidEmail(input.sender.email)) errors.push('Invalid Sender Email');
  if (recipients.length === 0) errors.push('Please specify at least one recipient.');
  if (recipients.some((r) => !isValidEmail(r.email))) errors.push('Please enter a correct recipient email address.');
  if (maxRecipients > 0 && recipients.length > maxRecipients) errors.push(`No more than ${maxRecipients} emails can be sent at a time.`);
  return errors;
};

/** Magento's sendEmailToFriend, with its checks in its order; the mails go to the outbox. */
const sendEmailToFriend: Resolver<{ input?: SendEmailToFriendInput | null }> = (_parent, { input }, context) => {
  const config = catalogConfig.sendFriend;
  if (!config.enabled) throw inputError('"Email to a Friend" is not enabled.');
  if (!config.allowGuests && context.customerId === null) throw authorizationError(notAuthorizedMessage);
  if (!input) throw inputError('"input" value should be specified');
  const who = { customerId: context.customerId, clientIp: context.clientIp };
  const { sendFriendPerHour, sendFriendMaxRecipients } = context.limits;
  if (sendToFriendExhausted(context.db, context.limits, who)) {
    throw inputError(`You can't send messages more than ${sendFriendPerHour} times an hour.`);
  }
  const product = findProductsByIds(context.db, { store: context.store.code, currency: context.currencyCode }, [input.product_id])
    .get(input.product_id);
  if (!product || !isVisible(product)) {
    throw noSuchEntityError("The product that was requested doesn't exist. Verify the product and try again.");
  }
  const sender = { name: input.sender.name.trim(), email: input.sender.email.trim(), message: input.sender.message.trim() };
  if (!sender.name) throw inputError('Please provide Name of sender.');
  if (!sender.email) throw inputError('Please provide Email of sender.');
  if (!sender.message) throw inputError('Please provide Message.');
  const recipients = input.recipients.filter((r): r is { name: string; email: string } => r !== null)
    .map((r) => ({ name: r.name.trim(), email: r.email.trim() }));
  if (recipients.some((r) => !r.name)) throw inputError('Please provide Name for all of recipients.');
  if (recipients.some((r) => !r.email)) throw inputError('Please provide Email for all of recipients.');
  const errors = validationErrors(input, recipients, sendFriendMaxRecipients);
  if (errors.length > 0) throw inputError(errors.join(''));

  const url = mailLink(context, `${product.url_key ?? ''}${productUrlSuffix(context.store)}`);
  for (const recipient of recipients) {
    queueEmail(context.db, {
      storeCode: context.store.code, template: 'sendfriend_template', toEmail: recipient.email, toName: recipient.name,
      replyToEmail: sender.email, replyToName: sender.name,
      subject: `Welcome, ${recipient.name}`,
      body: `<p>${escapeHtml(sender.name)} (${escapeHtml(sender.email)}): ${escapeHtml(sender.message)}</p>`
        + `<p><a href="${escapeHtml(url)}">${escapeHtml(product.name)}</a></p>`,
    });
  }
  recordSendToFriend(context.db, who);
  return { sender, recipients };
};

export const sendFriendResolvers = {
  Mutation: { sendEmailToFriend },
};
