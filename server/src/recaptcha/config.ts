import type { RecaptchaV3Settings } from '../repositories/store/settings';

/**
 * Magento's reCAPTCHA v3 ("invisible") for the store's forms, as its security package keeps it per store view:
 * recaptcha_frontend/type_recaptcha_v3/* (keys, score threshold, badge position, theme, language),
 * recaptcha_frontend/failure_messages/validation_failure_message, and recaptcha_frontend/type_for/<form> set to
 * recaptcha_v3 for each protected form.
 */

/** The part of a store's settings (StoreSettings.recaptcha_v3) this module reads. */
export interface StoreRecaptcha {
  recaptcha_v3?: RecaptchaV3Settings;
}

/** Magento's form types (ReCaptchaWebapiGraphQl's ReCaptchaV3Config formTypes). */
export const RECAPTCHA_FORM_TYPES = [
  'place_order', 'contact', 'customer_forgot_password', 'customer_edit', 'customer_login', 'customer_create',
  'newsletter', 'product_review', 'sendfriend', 'braintree',
] as const;
export type RecaptchaFormType = (typeof RECAPTCHA_FORM_TYPES)[number];

/**
 * The mutations each form type guards: the GraphQL resolvers each ReCaptcha<Module> WebapiConfigProvider names
 * (createCustomer and createCustomerV2 share one resolver, so do the two password-reset mutations).
 */
export const PROTECTED_MUTATIONS: Readonly<Record<string, RecaptchaFormType>> = {
  generateCustomerToken: 'customer_login',
  createCustomer: 'customer_create',
  createCustomerV2: 'customer_create',
  requestPasswordResetEmail: 'customer_forgot_password',
  resetPassword: 'customer_forgot_password',
  changeCustomerPassword: 'customer_edit',
  subscribeEmailToNewsletter: 'newsletter',
  createProductReview: 'product_review',
  sendEmailToFriend: 'sendfriend',
  placeOrder: 'place_order',
  setPaymentMethodAndPlaceOrder: 'place_order',
  contactUs: 'contact',
};

/** Magento's defaults (ReCaptchaVersion3Invisible and ReCaptchaFrontendUi config.xml). */
export const RECAPTCHA_V3_DEFAULTS = {
  score_threshold: 0.5,
  position: 'inline',
  theme: 'light',
  lang: '',
  failure_message: 'reCAPTCHA verification failed.',
} as const;

/** The message of a protected mutation sent without a token that passes (GraphQlValidator). */
export const RECAPTCHA_FAILED_MESSAGE = 'ReCaptcha validation failed, please try again';

/** What `recaptchaV3Config` answers (Magento's ReCaptchaV3 resolver). */
export interface RecaptchaV3Config {
  is_enabled: boolean;
  website_key: string;
  minimum_score: number;
  badge_position: string;
  language_code: string;
  failure_message: string;
  theme: string;
  forms: string[];
}

const isFormType = (value: string): value is RecaptchaFormType => (RECAPTCHA_FORM_TYPES as readonly string[]).includes(value);

const formsOf = (settings: RecaptchaV3Settings | undefined): RecaptchaFormType[] =>
  (settings?.forms ?? []).filter(isFormType);

const keysSet = (settings: RecaptchaV3Settings | undefined): boolean => Boolean(settings?.public_key && settings.private_key);

/** Enabled only with both keys and at least one form, as Magento decides it; the forms are listed either way. */
export function recaptchaV3ConfigOf(store: StoreRecaptcha): RecaptchaV3Config {
  const settings = store.recaptcha_v3;
  const forms = formsOf(settings);
  return {
    is_enabled: keysSet(settings) && forms.length > 0,
    website_key: settings?.public_key ?? '',
    minimum_score: settings?.score_threshold ?? RECAPTCHA_V3_DEFAULTS.score_threshold,
    badge_position: settings?.position ?? RECAPTCHA_V3_DEFAULTS.position,
    language_code: settings?.lang ?? RECAPTCHA_V3_DEFAULTS.lang,
    failure_message: settings?.failure_message ?? RECAPTCHA_V3_DEFAULTS.failure_message,
    theme: settings?.theme ?? RECAPTCHA_V3_DEFAULTS.theme,
    forms: forms.map((form) => form.toUpperCase()),
  };
}

/** The form type that guards a mutation field in this store, or null when that form is not protected here. */
export function guardingForm(store: StoreRecaptcha, mutationField: string): RecaptchaFormType | null {
  const form = PROTECTED_MUTATIONS[mutationField];
  if (!form || !keysSet(store.recaptcha_v3)) return null;
  return formsOf(store.recaptcha_v3).includes(form) ? form : null;
}
