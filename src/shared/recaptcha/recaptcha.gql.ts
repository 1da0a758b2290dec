import { gql, type TypedDocumentNode } from '@apollo/client';
import type { RecaptchaConfigQuery, RecaptchaConfigQueryVariables } from '../../lib/graphql/generated';

/** Magento's reCAPTCHA v3 settings for the storefront's forms (security package, ReCaptchaWebapiGraphQl). */
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
