import { RECAPTCHA_V3_DEFAULTS } from './config';
import { verifyTestToken } from './testTokens';
import type { RecaptchaV3Settings } from '../repositories/store/settings';

/**
 * Whether an X-ReCaptcha token lets a protected mutation through (Magento's ReCaptchaValidation Validator): the
 * service's verdict must be a success for this store's site key with a score at or above the threshold. The
 * embedded backend asks its own test service (testTokens.ts) where Magento asks Google.
 */
export function tokenPasses(token: string, settings: RecaptchaV3Settings | undefined): boolean {
  const verdict = verifyTestToken(token);
  if (!verdict.success) return false;
  const threshold = settings?.score_threshold ?? RECAPTCHA_V3_DEFAULTS.score_threshold;
  return verdict.siteKey === settings?.public_key && verdict.score >= threshold;
}
