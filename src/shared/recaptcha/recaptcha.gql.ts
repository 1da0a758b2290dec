import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  RecaptchaConfigQuery,
  RecaptchaConfigQueryVariables,
  RecaptchaFormConfigQuery,
  RecaptchaFormConfigQueryVariables,
} from '../../lib/graphql/generated';

/** One form's reCAPTCHA in Magento 2.4.7 and later (security package, ReCaptchaWebapiGraphQl): v2 checkbox, v2 invisible or v3. */
export const RECAPTCHA_FORM_CONFIG: TypedDocumentNode<RecaptchaFormConfigQuery, RecaptchaFormConfigQueryVariables> = gql`
  query RecaptchaFormConfig($formType: ReCaptchaFormEnum!) {
    recaptchaFormConfig(formType: $formType) {
      is_enabled
      configurations {
        re_captcha_type
        website_key
        badge_position
        language_code
        theme
      }
    }
  }
`;

/** Magento's reCAPTCHA v3 settings for the storefront's forms: all an earlier Magento 2.4 answers. */
export const RECAPTCHA_V3_CONFIG: TypedDocumentNode<RecaptchaConfigQuery, RecaptchaConfigQueryVariables> = gql`
  query RecaptchaConfig {
    recaptchaV3Config {
      is_enabled
      website_key
      badge_position
      language_code
      theme
      forms
    }
  }
`;
