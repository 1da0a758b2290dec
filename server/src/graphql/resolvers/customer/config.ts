/** Magento settings of the customer domain that the store config does not carry, with Magento's defaults. */
export const customerConfig = {
  /**
   * checkout/options/enable_guest_checkout_login (Magento 2.4.7+, default off): while off, isEmailAvailable
   * answers true for every address, so nobody can probe which e-mails have accounts.
   */
  guestCheckoutLoginEnabled: false,
  /** customer/password/reset_link_expiration_period, in hours. */
  resetLinkLifetimeHours: 2,
  /** wishlist/email/number_limit and wishlist/email/text_limit. */
  wishlistShare: { maxEmails: 10, maxMessageLength: 255 },
} as const;

/** Magento's own wording for failed sign-ins: the same for a wrong password, an unknown e-mail or a locked account. */
export const signInFailedMessage = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

export const wrongPasswordMessage = 'Invalid login or password.';

/** Magento's Authentication and GetCustomer for a locked account (GetCustomerTest::testGetCustomerIfAccountIsLocked). */
export const lockedMessage = 'The account is locked.';

export const duplicateEmailMessage = 'A customer with the same email address already exists in an associated website.';
