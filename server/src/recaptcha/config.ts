import type { RecaptchaSettings, RecaptchaTypeName, RecaptchaTypeSettings } from '../repositories/store/settings';

/**
 * Magento's reCAPTCHA for the store's forms, as its security package keeps it per store view: a type for each
 * protected form (recaptcha_frontend/type_for/<form>: v2 "I'm not a robot", v2 invisible or v3), each type's keys
 * and look (type_recaptcha/*, type_invisible/*, type_recaptcha_v3/*), and the failure messages.
 */

/** The part of a store's settings (StoreSettings.recaptcha) this module reads. */
export interface StoreRecaptcha {
  recaptcha?: RecaptchaSettings;
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

/** Magento's defaults (ReCaptchaVersion2Checkbox, ReCaptchaVersion2Invisible, ReCaptchaVersion3Invisible and ReCaptchaFrontendUi config.xml). */
export const RECAPTCHA_DEFAULTS = {
  score_threshold: 0.5,
  position: { recaptcha_v3: 'inline', invisible: 'bottomright' },
  theme: 'light',
  lang: '',
  validation_failure_message: 'reCAPTCHA verification failed.',
  technical_failure_message: 'Something went wrong with reCAPTCHA. Please contact the store owner.',
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

/** What `recaptchaFormConfig` answers (Magento's ReCaptchaFormConfig resolver). */
export interface RecaptchaFormConfig {
  is_enabled: boolean;
  configurations: {
    re_captcha_type: 'RECAPTCHA' | 'INVISIBLE' | 'RECAPTCHA_V3';
    website_key: string;
    badge_position: string;
    theme: string;
    language_code: string;
    minimum_score: number | null;
    validation_failure_message: string;
    technical_failure_message: string;
  } | null;
}

/** The form a protected mutation belongs to here, the type that guards it, and that type's settings. */
export interface Guard {
  form: RecaptchaFormType;
  type: RecaptchaTypeName;
  keys: RecaptchaTypeSettings;
}

const isFormType = (value: string): value is RecaptchaFormType => (RECAPTCHA_FORM_TYPES as readonly string[]).includes(value);

const TYPES: readonly RecaptchaTypeName[] = ['recaptcha', 'invisible', 'recaptcha_v3'];
const typeFor = (settings: RecaptchaSettings | undefined, form: RecaptchaFormType): RecaptchaTypeName | null => {
  const type = settings?.type_for?.[form];
  return type && TYPES.includes(type) ? type : null;
};

const keysOf = (settings: RecaptchaSettings | undefined, type: RecaptchaTypeName): RecaptchaTypeSettings | undefined => settings?.[`type_${type}`];

const keysSet = (keys: RecaptchaTypeSettings | undefined): keys is RecaptchaTypeSettings => Boolean(keys?.public_key && keys.private_key);

/** The form's guard in this store: a type named for it whose keys are both set; null when the form is not protected. */
function guardOfForm(store: StoreRecaptcha, form: RecaptchaFormType): Guard | null {
  const type = typeFor(store.recaptcha, form);
  const keys = type ? keysOf(store.recaptcha, type) : undefined;
  return type && keysSet(keys) ? { form, type, keys } : null;
}

/** Enabled only with both v3 keys and at least one v3 form, as Magento decides it; the v3 forms are listed either way. */
export function recaptchaV3ConfigOf(store: StoreRecaptcha): RecaptchaV3Config {
  const settings = store.recaptcha;
  const keys = keysOf(settings, 'recaptcha_v3');
  const forms = RECAPTCHA_FORM_TYPES.filter((form) => typeFor(settings, form) === 'recaptcha_v3');
  return {
    is_enabled: keysSet(keys) && forms.length > 0,
    website_key: keys?.public_key ?? '',
    minimum_score: keys?.score_threshold ?? RECAPTCHA_DEFAULTS.score_threshold,
    badge_position: keys?.position ?? RECAPTCHA_DEFAULTS.position.recaptcha_v3,
    language_code: keys?.lang ?? RECAPTCHA_DEFAULTS.lang,
    failure_message: settings?.validation_failure_message ?? RECAPTCHA_DEFAULTS.validation_failure_message,
    theme: keys?.theme ?? RECAPTCHA_DEFAULTS.theme,
    forms: forms.map((form) => form.toUpperCase()),
  };
}

/**
 * One form's reCAPTCHA (ReCaptchaFormConfigTest): off with no configurations where the form is not protected;
 * else its type and that type's settings. The v2 checkbox has no badge (an empty position) and no type but v3 a score.
 */
export function recaptchaFormConfigOf(store: StoreRecaptcha, formEnum: string): RecaptchaFormConfig {
  const form = formEnum.toLowerCase();
  const guard = isFormType(form) ? guardOfForm(store, form) : null;
  if (!guard) return { is_enabled: false, configurations: null };
  const { type, keys } = guard;
  const settings = store.recaptcha;
  return {
    is_enabled: true,
    configurations: {
      re_captcha_type: type === 'recaptcha' ? 'RECAPTCHA' : type === 'invisible' ? 'INVISIBLE' : 'RECAPTCHA_V3',
      website_key: keys.public_key ?? '',
      badge_position: type === 'recaptcha' ? '' : keys.position ?? RECAPTCHA_DEFAULTS.position[type],
      theme: keys.theme ?? RECAPTCHA_DEFAULTS.theme,
      language_code: keys.lang ?? RECAPTCHA_DEFAULTS.lang,
      minimum_score: type === 'recaptcha_v3' ? keys.score_threshold ?? RECAPTCHA_DEFAULTS.score_threshold : null,
      validation_failure_message: settings?.validation_failure_message ?? RECAPTCHA_DEFAULTS.validation_failure_message,
      technical_failure_message: settings?.technical_failure_message ?? RECAPTCHA_DEFAULTS.technical_failure_message,
    },
  };
}

/** The guard of a mutation field in this store, or null when its form is not protected here. */
export function guardingForm(store: StoreRecaptcha, mutationField: string): Guard | null {
  const form = PROTECTED_MUTATIONS[mutationField];
  return form ? guardOfForm(store, form) : null;
}
