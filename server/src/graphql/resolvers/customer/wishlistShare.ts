import { findProductsByIds } from '../../../repositories/catalog/products';
import { findCustomerById } from '../../../repositories/customer/customers';
import { allItems, touchWishlist, wishlistOfCustomer } from '../../../repositories/customer/wishlists';
import { queueEmail } from '../../../repositories/email';
import { inputError } from '../../errors';
import { mailLink } from '../../mailLinks';
import { isValidEmail } from '../newsletter';
import { customerConfig } from './config';
import { wishlistCustomer } from './wishlistMutations';
import type { Resolver } from '../types';

/** Entries may themselves hold several addresses separated by commas (the share form's single field). */
const recipientsOf = (emails: ReadonlyArray<string | null>): string[] =>
  [...new Set(emails.flatMap((entry) => (entry ?? '').split(',')).map((email) => email.trim()).filter(Boolean))];

/**
 * Brand mutation shareWishlist (Magento has it only as the wishlist/index/send page): Magento's checks and
 * messages, one mail per recipient in email_outbox with the message, the items and the shared-list link.
 */
const shareWishlist: Resolver<{ emails: Array<string | null>; message?: string | null }> = (_parent, args, context) => {
  const customerId = wishlistCustomer(context);
  const { maxEmails, maxMessageLength } = customerConfig.wishlistShare;
  const message = (args.message ?? '').trim();
  if ([...message].length > maxMessageLength) throw inputError(`Message length must not exceed ${maxMessageLength} symbols`);
  const emails = recipientsOf(args.emails);
  if (emails.length === 0) throw inputError('Please enter an email address.');
  if (emails.length > maxEmails) throw inputError(`Maximum of ${maxEmails} emails can be sent.`);
  if (!emails.every(isValidEmail)) throw inputError('Please enter a valid email address.');
  const wishlist = wishlistOfCustomer(context.db, customerId);
  const items = allItems(context.db, wishlist.id);
  if (items.length === 0) throw inputError('You have no items in your wish list.');
  const customer = findCustomerById(context.db, customerId);
  const name = customer ? `${customer.firstname} ${customer.lastname}` : '';
  const products = findProductsByIds(context.db, { store: context.store.code, currency: context.currencyCode }, items.map((i) => i.product_id));
  const lines = items.map((item) => `- ${products.get(item.product_id)?.name ?? ''} × ${item.qty}${item.description ? ` (${item.description})` : ''}`);
  const link = mailLink(context, `wishlist/shared/index/code/${wishlist.sharing_code}/`);
  context.db.transaction(() => {
    for (const email of emails) {
      queueEmail(context.db, {
        storeCode: context.store.code, template: 'wishlist_email_email_template', toEmail: email, toName: email,
        replyToEmail: customer?.email, replyToName: name, subject: `Take a look at ${name}'s Wish List`,
        body: [message, ...lines, `View all Wish List items: ${link}`].filter(Boolean).join('\n'),
      });
    }
    touchWishlist(context.db, wishlist.id, true);
  })();
  return { sent: true, wishlist: wishlistOfCustomer(context.db, customerId) };
};

export const wishlistShareResolvers = {
  Mutation: { shareWishlist },
};
