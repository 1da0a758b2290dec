import { RECAPTCHA_DEFAULTS, type Guard } from './config';
import { verifyTestToken } from './testTokens';

/**
 * Whether an X-ReCaptcha token lets a protected mutation through (Magento's ReCaptchaValidation Validator): the
 * service's verdict must be a success for the guarding type's site key, and for v3 with a score at or above the
 * threshold (v2 answers carry no score: the shopper passed the checkbox or the challenge). The embedded backend
 * asks its own test service (testTokens.ts) where Magento asks Google.
 */
export function tokenPasses(token: string, guard: Guard): boolean {
  const verdict = verifyTestToken(token);
  if (!verdict.success || verdict.siteKey !== guard.keys.public_key) return false;
  if (guard.type !== 'recaptcha_v3') return true;
  return verdict.score >= (guard.keys.score_threshold ?? RECAPTCHA_DEFAULTS.score_threshold);
}
