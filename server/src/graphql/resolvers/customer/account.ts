import {
  findCustomerByEmail, findCustomerById, insertCustomer, setPasswordHash, updateCustomer,
} from '../../../repositories/customer/customers';
import { passwordIsEmail, passwordProblem } from '../../../repositories/customer/passwordRules';
import { hashPassword, verifyPassword } from '../../../repositories/customer/passwords';
import { moveSubscription, setCustomerSubscription } from '../../../repositories/customer/subscriptions';
import { issueCustomerToken, revokeCustomerTokens, revokeOtherCustomerTokens } from '../../../repositories/customer/tokens';
import { queueEmail } from '../../../repositories/email';
import { admitSignIn } from '../../../security/signInGate';
import { requireCustomerId } from '../../context';
import { alreadyExistsError, authenticationError, inputError } from '../../errors';
import { isValidEmail } from '../newsletter';
import { customerConfig, duplicateEmailMessage, lockedMessage, signInFailedMessage, wrongPasswordMessage } from './config';
import { type CustomerInputFields, profileFrom, requireFields } from './customerInput';
import { currentCustomer, refuseLocked } from './session';
import type { CustomerRecord } from '../../../repositories/customer/customers';
import type { GraphQLContext } from '../../context';
import type { Resolver } from '../types';

const fullName = (customer: Pick<CustomerRecord, 'firstname' | 'lastname'>): string => `${customer.firstname} ${customer.lastname}`;

const checkNewPassword = (context: GraphQLContext, password: string, email: string): void => {
  const problem = passwordProblem(password, context.store.settings);
  if (problem) throw inputError(problem);
  if (passwordIsEmail(password, email)) {
    throw inputError("The password can't be the same as the email address. Create a new password and try again.");
  }
};

/**
 * Magento's Authentication::authenticate for a signed-in customer: counts failures towards the lockout, and the
 * failure that locks the account already answers that it is locked (ChangeCustomerPasswordTest).
 */
const confirmPassword = async (context: GraphQLContext, customer: CustomerRecord, password: string): Promise<void> => {
  const attempt = admitSignIn(context.db, context.limits, { websiteCode: customer.website_code, customerId: customer.id });
  if (!attempt) throw authenticationError(lockedMessage);
  if (!(await verifyPassword(password, customer.password_hash))) {
    // Decided as the failure is recorded, not when the check was admitted (a right password may have come between).
    throw authenticationError(attempt.failed().locked ? lockedMessage : wrongPasswordMessage);
  }
  attempt.succeeded();
};

interface CreateInput extends CustomerInputFields {
  email: string;
  password?: string | null;
}

/** Magento's createCustomerV2: validation, then the password rules, then the duplicate check, in Magento's order. */
const createCustomerV2: Resolver<{ input: CreateInput }> = async (_parent, { input }, context) => {
  const { db, store } = context;
  requireFields(input, ['firstname', 'lastname']);
  const email = input.email.trim();
  if (!email) throw inputError('Required parameters are missing: Email');
  if (!isValidEmail(email)) throw inputError(`"${email}" is not a valid email address.`);
  const profile = profileFrom(input);
  const password = input.password ?? null;
  if (password !== null) checkNewPassword(context, password, email);
  if (findCustomerByEmail(db, store.websiteCode, email)) throw inputError(duplicateEmailMessage);
  // No password = an account that must set one through "forgot password" (Magento allows it too).
  const passwordHash = password === null ? '' : await hashPassword(password);
  const id = db.transaction(() => {
    // Re-checked inside the write: two concurrent sign-ups must not both pass (UNIQUE would throw a 500).
    if (findCustomerByEmail(db, store.websiteCode, email)) return null;
    return insertCustomer(db, {
      ...profile, firstname: profile.firstname ?? '', lastname: profile.lastname ?? '',
      websiteCode: store.websiteCode, storeCode: store.code, email, passwordHash,
    });
  })();
  if (id === null) throw inputError(duplicateEmailMessage);
  const customer = findCustomerById(db, id) as CustomerRecord;
  if (input.is_subscribed !== undefined && input.is_subscribed !== null) {
    setCustomerSubscription(db, customer, store.code, input.is_subscribed && store.settings.newsletter_enabled);
  }
  queueEmail(db, {
    storeCode: store.code, template: 'customer_create_account_email_template', toEmail: email, toName: fullName(customer),
    subject: `Welcome to ${store.websiteName}`, body: `Welcome, ${fullName(customer)}. Your account has been created.`,
  });
  return { customer };
};

/** Magento's generateCustomerToken: one neutral message whatever went wrong (unknown e-mail, password, lockout). */
const generateCustomerToken: Resolver<{ email: string; password: string }> = async (_parent, args, context) => {
  if (!args.email.trim()) throw inputError('Specify the "email" value.');
  if (!args.password) throw inputError('Specify the "password" value.');
  const customer = findCustomerByEmail(context.db, context.store.websiteCode, args.email);
  // Throttled, locked or not, one answer: the same neutral message, before any password is checked.
  const attempt = admitSignIn(context.db, context.limits, {
    email: args.email, websiteCode: context.store.websiteCode, customerId: customer?.id ?? null, clientIp: context.clientIp,
  });
  if (!attempt) throw authenticationError(signInFailedMessage);
  // The hash is checked even without an account, so the answer takes as long either way.
  const matches = await verifyPassword(args.password, customer?.password_hash ?? null);
  if (!customer || customer.is_active !== 1 || !matches) {
    attempt.failed();
    throw authenticationError(signInFailedMessage);
  }
  attempt.succeeded();
  return { token: issueCustomerToken(context.db, customer.id) };
};

/** Magento's revokeCustomerToken: ends every session of the customer. */
const revokeCustomerToken: Resolver = (_parent, _args, context) => {
  revokeCustomerTokens(context.db, requireCustomerId(context));
  return { result: true };
};

/** Magento's updateCustomerV2: only what is sent changes; names may not be blanked. */
const updateCustomerV2: Resolver<{ input: CustomerInputFields | null }> = (_parent, { input }, context) => {
  const customer = currentCustomer(context);
  if (!input || Object.keys(input).length === 0) throw inputError('"input" value should be specified');
  refuseLocked(context, customer);
  const blanked = (['firstname', 'lastname'] as const).filter((field) => input[field] !== undefined);
  requireFields(input, blanked);
  updateCustomer(context.db, customer.id, profileFrom(input));
  if (input.is_subscribed !== undefined && input.is_subscribed !== null) {
    setCustomerSubscription(context.db, customer, context.store.code, input.is_subscribed && context.store.settings.newsletter_enabled);
  }
  return { customer: findCustomerById(context.db, customer.id) };
};

/** Magento's updateCustomerEmail: the current password is required to change the e-mail. */
const updateCustomerEmail: Resolver<{ email: string; password: string }> = async (_parent, args, context) => {
  const customer = refuseLocked(context, currentCustomer(context));
  const email = args.email.trim();
  if (email === customer.email) return { customer };
  // Magento's UpdateCustomerAccount: the password first (CustomerEmailUpdateTest::testUpdateCustomerEmailWithEmptyFields),
  // then the address, so an empty one is '"" is not a valid email address.'.
  if (!args.password) throw inputError('Provide the current "password" to change "email".');
  await confirmPassword(context, customer, args.password);
  if (!isValidEmail(email)) throw inputError(`"${email}" is not a valid email address.`);
  const other = findCustomerByEmail(context.db, customer.website_code, email);
  if (other && other.id !== customer.id) throw alreadyExistsError(duplicateEmailMessage);
  context.db.transaction(() => {
    moveSubscription(context.db, customer, email);
    updateCustomer(context.db, customer.id, { email });
  })();
  // Magento tells the old address that the e-mail changed (customer_account_information_change_email_template).
  queueEmail(context.db, {
    storeCode: context.store.code, template: 'customer_account_information_change_email_template', toEmail: customer.email,
    toName: fullName(customer), subject: 'Your account e-mail was changed', body: `The e-mail of your account is now ${email}.`,
  });
  return { customer: findCustomerById(context.db, customer.id) };
};

/** Magento's changeCustomerPassword; other sessions of the customer end, this one stays. */
const changeCustomerPassword: Resolver<{ currentPassword: string; newPassword: string }> = async (_parent, args, context) => {
  const customer = currentCustomer(context);
  if (!args.currentPassword.trim()) throw inputError('Specify the "currentPassword" value.');
  if (!args.newPassword.trim()) throw inputError('Specify the "newPassword" value.');
  await confirmPassword(context, customer, args.currentPassword);
  checkNewPassword(context, args.newPassword, customer.email);
  setPasswordHash(context.db, customer.id, await hashPassword(args.newPassword));
  revokeOtherCustomerTokens(context.db, customer.id, context.token);
  queueEmail(context.db, {
    storeCode: context.store.code, template: 'customer_account_information_change_email_and_password_template',
    toEmail: customer.email, toName: fullName(customer), subject: 'Your password was changed',
    body: 'The password of your account was changed. If this was not you, reset your password now.',
  });
  return findCustomerById(context.db, customer.id);
};

/**
 * Magento's isEmailAvailable. With guest-checkout login off (Magento 2.4.7+ default) every address is
 * "available", so the query cannot be used to find out who has an account.
 */
const isEmailAvailable: Resolver<{ email: string }> = (_parent, args, context) => {
  const email = args.email.trim();
  if (!email) throw inputError('Email must be specified');
  if (!isValidEmail(email)) throw inputError('Email is invalid');
  if (!customerConfig.guestCheckoutLoginEnabled) return { is_email_available: true };
  return { is_email_available: findCustomerByEmail(context.db, context.store.websiteCode, email) === null };
};

export const accountResolvers = {
  Query: { isEmailAvailable },
  Mutation: {
    createCustomerV2, generateCustomerToken, revokeCustomerToken, updateCustomerV2, updateCustomerEmail, changeCustomerPassword,
  },
};
