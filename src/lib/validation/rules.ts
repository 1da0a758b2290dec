// Spec §5 validation rules as pure functions: each returns the id of the message to show, or null
// when the value passes. Forms (account, checkout) wrap them into antd rules with toAntdRule, so the
// messages live in the seven locale files and the rules stay testable without React.
import type { MessageId } from '../i18n/messages';

export type RuleResult = MessageId | null;
export type Rule = (value: string) => RuleResult;

/** §5 generic rule: e-mail addresses are limited to under 255 characters. */
export const EMAIL_MAX_LENGTH = 254;
// Magento's validate-email pattern, simplified: local part, @, dotted domain with a 2+ letter TLD.
const EMAIL_PATTERN = /^[^\s@"<>(),;:\\[\]]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i;

export const required: Rule = (value) => (value.trim() === '' ? 'validator.required' : null);

/** Empty passes: combine with required where the field is mandatory. */
export const email: Rule = (value) =>
  value === '' || (value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value)) ? null : 'validator.email';

export const numbersOnly: Rule = (value) => (value === '' || /^\d+$/.test(value) ? null : 'validator.numbersOnly');

/** 'Please enter the same value again.' against the other field's current value. */
export function sameAs(other: () => string): Rule {
  return (value) => (value === '' || value === other() ? null : 'validator.sameValue');
}

/** Magento's four character classes: lowercase, uppercase, digits, special characters. */
export function characterClassCount(value: string): number {
  return [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((pattern) => pattern.test(value)).length;
}

export interface PasswordPolicy {
  minLength: number;
  requiredClasses: number;
}

/** Magento's defaults when the store config does not say (8 characters, 3 classes). */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { minLength: 8, requiredClasses: 3 };

/** Store config values arrive as strings (minimum_password_length, required_character_classes_number). */
export function passwordPolicyFrom(minLength: string | null | undefined, classes: string | null | undefined): PasswordPolicy {
  const parse = (text: string | null | undefined, fallback: number) => {
    const n = Number.parseInt(text ?? '', 10);
    return Number.isFinite(n) && n > 0 ? n : fallback;
  };
  return {
    minLength: parse(minLength, DEFAULT_PASSWORD_POLICY.minLength),
    requiredClasses: Math.min(4, parse(classes, DEFAULT_PASSWORD_POLICY.requiredClasses)),
  };
}

/** The failing password rule: length first, then character classes (Magento's order). Values go in the message. */
export function passwordProblem(value: string, policy: PasswordPolicy): { id: MessageId; values: Record<string, number> } | null {
  if (value === '') return null;
  if (value.length < policy.minLength) return { id: 'validator.passwordLength', values: { count: policy.minLength } };
  if (/^\s|\s$/.test(value)) return { id: 'validator.passwordSpaces', values: {} };
  if (characterClassCount(value) < policy.requiredClasses) return { id: 'validator.passwordClasses', values: { count: policy.requiredClasses } };
  return null;
}

/** Zip code patterns per country from store config country_info; an unknown country accepts any value. */
export type ZipPatterns = Record<string, readonly string[]>;

export function postcode(country: () => string | undefined, patterns: ZipPatterns): Rule {
  return (value) => {
    const list = patterns[country() ?? ''];
    if (value === '' || !list || list.length === 0) return null;
    return list.some((source) => safeRegExp(source)?.test(value.trim())) ? null : 'validator.postcode';
  };
}

// Store config patterns come from the server: a broken one must not break the form.
function safeRegExp(source: string): RegExp | null {
  try {
    return new RegExp(source.startsWith('^') ? source : `^${source}$`);
  } catch {
    return null;
  }
}
