import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  consumeResetToken, findCustomerByEmail, setPasswordHash, setResetToken, sqlTimestamp,
} from '../../../repositories/customer/customers';
import { clearFailedSignIns, isLockedNow } from '../../../repositories/customer/lockout';
import { passwordIsEmail, passwordProblem } from '../../../repositories/customer/passwordRules';
import { hashPassword } from '../../../repositories/customer/passwords';
import { revokeCustomerTokens, tokenHash } from '../../../repositories/customer/tokens';
import { queueEmail } from '../../../repositories/email';
import { admitPasswordResetRequest, tooManyResetsMessage } from '../../../security/mailThrottle';
import { inputError } from '../../errors';
import { mailLink } from '../../mailLinks';
import { isValidEmail } from '../newsletter';
import { customerConfig } from './config';
import type { CustomerRecord } from '../../../repositories/customer/customers';
import type { GraphQLContext } from '../../context';
import type { Resolver } from '../types';

const checkEmail = (email: string): string => {
  const trimmed = email.trim();
  if (!trimmed) throw inputError('You must specify an email address.');
  if (!isValidEmail(trimmed)) throw inputError('The email address has an invalid format.');
  return trimmed;
};

/**
 * The storefront page that takes the token (spec §2.2), in the requesting store. The stock profile links as
 * Magento's default template (customer_password_forgot_email_template) does, with the token alone: the
 * page then asks for the e-mail.
 */
const resetLink = (context: GraphQLContext, email: string, token: string): string =>
  mailLink(context, `customer/account/createPassword?${new URLSearchParams(context.profile === 'stock' ? { token } : { token, email }).toString()}`);

/**
 * Magento's requestPasswordResetEmail, with one deliberate difference: an unknown e-mail also answers true
 * (Magento's GraphQL says "Cannot reset the customer's password"), because the spec wants a neutral result.
 * Magento's request limits (by address and e-mail) apply first, to known and unknown e-mails alike, and say why.
 * The mail with the token lands in email_outbox (template customer_password_forgot_email_template).
 */
const requestPasswordResetEmail: Resolver<{ email: string }> = (_parent, args, context) => {
  const email = checkEmail(args.email);
  const who = { email, websiteCode: context.store.websiteCode, clientIp: context.clientIp };
  if (!admitPasswordResetRequest(context.db, context.limits, who)) throw inputError(tooManyResetsMessage);
  const customer = findCustomerByEmail(context.db, context.store.websiteCode, email);
  if (!customer || customer.is_active !== 1) return true;
  const token = randomBytes(32).toString('hex');
  setResetToken(context.db, customer.id, tokenHash(token), new Date());
  queueEmail(context.db, {
    storeCode: context.store.code, template: 'customer_password_forgot_email_template', toEmail: customer.email,
    toName: `${customer.firstname} ${customer.lastname}`, subject: 'Reset your password',
    body: `There was recently a request to change the password for your account. To set a new password, follow this link `
      + `within ${customerConfig.resetLinkLifetimeHours} hours: ${resetLink(context, customer.email, token)}`,
  });
  return true;
};

const tokenMatches = (customer: CustomerRecord, token: string, now: Date): boolean => {
  if (!customer.rp_token_hash || !customer.rp_token_created_at) return false;
  const expires = new Date(`${customer.rp_token_created_at.replace(' ', 'T')}Z`).getTime()
    + customerConfig.resetLinkLifetimeHours * 3_600_000;
  const same = timingSafeEqual(Buffer.from(tokenHash(token), 'hex'), Buffer.from(customer.rp_token_hash, 'hex'));
  return same && sqlTimestamp(now) < sqlTimestamp(new Date(expires));
};

/**
 * Magento's resetPassword: an unknown e-mail, a wrong or an expired token all answer "Cannot set the
 * customer's password". A new password that breaks the store's rules gets the rule's own message (Magento
 * hides it behind the same text) — only after the token proved the caller got the mail.
 */
const resetPassword: Resolver<{ email: string; resetPasswordToken: string; newPassword: string }> = async (_parent, args, context) => {
  const email = checkEmail(args.email);
  if (!args.resetPasswordToken) throw inputError('resetPasswordToken must be specified');
  if (!args.newPassword) throw inputError('newPassword must be specified');
  const customer = findCustomerByEmail(context.db, context.store.websiteCode, email);
  if (!customer || customer.is_active !== 1 || !tokenMatches(customer, args.resetPasswordToken, new Date())) {
    throw inputError("Cannot set the customer's password");
  }
  // ResetPasswordTest::testPasswordResetForLockCustomer (checked once the token proved the caller got the mail).
  if (isLockedNow(context.db, customer.id)) throw inputError('The account is locked.');
  const problem = passwordProblem(args.newPassword, context.store.settings)
    ?? (passwordIsEmail(args.newPassword, customer.email)
      ? "The password can't be the same as the email address. Create a new password and try again." : null);
  if (problem) throw inputError(problem);
  // The token is spent before the first await: of requests sent together with it, one sets the password.
  if (!consumeResetToken(context.db, customer.id, args.resetPasswordToken)) throw inputError("Cannot set the customer's password");
  setPasswordHash(context.db, customer.id, await hashPassword(args.newPassword));
  clearFailedSignIns(context.db, customer.id);
  // Whoever knew the old password is signed out everywhere.
  revokeCustomerTokens(context.db, customer.id);
  return true;
};

export const passwordResetResolvers = {
  Mutation: { requestPasswordResetEmail, resetPassword },
};
