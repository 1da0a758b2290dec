import { findCustomerByEmail } from '../../repositories/customer/customers';
import { findSubscriptionStatus, saveSubscription } from '../../repositories/newsletter';
import { alreadyExistsError, inputError } from '../errors';
import type { Resolver } from './types';

// Close to Magento's (Laminas) e-mail validator: one @, no spaces, a dotted host with a real TLD, ≤ 254 chars.
const emailPattern = /^[^\s@"(),:;<>[\\\]]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

export const isValidEmail = (email: string): boolean => email.length <= 254 && emailPattern.test(email);

/**
 * Magento's subscribeEmailToNewsletter: same checks, order and messages (Newsletter/Guest and Newsletter/Customer
 * SubscribeEmailToNewsletterTest); no confirmation step, so SUBSCRIBED.
 */
const subscribeEmailToNewsletter: Resolver<{ email: string }> = (_parent, args, context) => {
  const email = args.email.trim();
  if (!email) throw inputError('You must specify an email address to subscribe to a newsletter.');
  if (!isValidEmail(email)) throw inputError('Enter a valid email address.');
  const { db, store } = context;
  if (context.customerId === null && store.settings.newsletter_allow_guest_subscribe === '0') {
    throw inputError('Guests can not subscribe to the newsletter. You must create an account to subscribe.');
  }
  if (context.customerId !== null) {
    const owner = findCustomerByEmail(db, store.websiteCode, email);
    // Magento 2.4.8 logs "already assigned to another user" and answers this: it does not tell whose the address is.
    if (owner && owner.id !== context.customerId) throw inputError('Cannot create a newsletter subscription.');
  }
  if (findSubscriptionStatus(db, email, store.websiteCode) === 'SUBSCRIBED') {
    throw alreadyExistsError('This email address is already subscribed.');
  }
  saveSubscription(db, {
    email, websiteCode: store.websiteCode, storeCode: store.code, customerId: context.customerId, status: 'SUBSCRIBED',
  });
  return { status: 'SUBSCRIBED' };
};

export const newsletterResolvers = {
  Mutation: { subscribeEmailToNewsletter },
};
