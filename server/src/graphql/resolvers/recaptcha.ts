import { recaptchaFormConfigOf, recaptchaV3ConfigOf } from '../../recaptcha/config';
import type { Resolver } from './types';

/** Magento's recaptchaV3Config: the store's reCAPTCHA v3 settings for the storefront (the private key never). */
const recaptchaV3Config: Resolver = (_parent, _args, context) => recaptchaV3ConfigOf(context.store.settings);

/** Magento's recaptchaFormConfig: one form's reCAPTCHA type and settings, any of the three types. */
const recaptchaFormConfig: Resolver<{ formType: string }> = (_parent, { formType }, context) => recaptchaFormConfigOf(context.store.settings, formType);

export const recaptchaResolvers = { Query: { recaptchaV3Config, recaptchaFormConfig } };
