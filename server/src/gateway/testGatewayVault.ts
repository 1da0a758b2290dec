import { randomBytes } from 'node:crypto';

/**
 * The embedded test gateway's provider side: what a real gateway keeps behind its API. Its hosted card fields
 * (testGatewayServer.ts, an iframe on the gateway's own origin) post the card here with the store's publishable
 * key and get a single-use token back; the storefront and its backend only ever hold that token. The sandbox
 * adapter (cardGateway.ts) looks tokens up here. In memory, one per process, as one provider serves every
 * store: nothing here is written to disk or logged.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/** How a test card behaves when charged, as in a provider's test mode. */
export type TestOutcome = 'approve' | 'decline' | 'insufficient_funds' | 'processing_error';

/** Validation problems, by field: the hosted fields show each in the shopper's language (i18n cardFields.*). */
export type CardProblem =
  | 'number_required' | 'number_invalid' | 'number_not_test'
  | 'expiry_required' | 'expiry_invalid' | 'expiry_past'
  | 'cvc_required' | 'cvc_invalid';

export interface CardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

export interface IssuedToken {
  id: string;
  /** The mode of the publishable key the token was made with. */
  mode: 'sandbox';
  brand: CardBrand;
  last4: string;
  outcome: TestOutcome;
  expiresAt: number;
  used: boolean;
}

/** Test card numbers and what a charge of them does (the usual providers' test numbers). */
export const TEST_CARD_NUMBERS: Readonly<Record<string, TestOutcome>> = {
  '4242424242424242': 'approve',
  '5555555555554444': 'approve',
  '378282246310005': 'approve',
  '6011111111111117': 'approve',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000000119': 'processing_error',
};

/** A token is good for 10 minutes after the shopper typed the card, as providers' single-use tokens. */
export const TOKEN_LIFETIME_MS = 10 * 60 * 1000;

export const digitsOf = (value: string): string => value.replace(/[\s-]/g, '');

export const luhnValid = (digits: string): boolean => {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

export const brandOf = (digits: string): CardBrand => {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
};

/** Every problem of a card, by field (at most one each); empty when the card can be tokenised. */
export function cardProblems(card: Partial<CardInput>, now: Date = new Date()): CardProblem[] {
  const problems: CardProblem[] = [];
  const digits = digitsOf(String(card.number ?? ''));
  if (!digits) problems.push('number_required');
  else if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) problems.push('number_invalid');
  else if (!(digits in TEST_CARD_NUMBERS)) problems.push('number_not_test');
  const month = Number(card.exp_month);
  const year = Number(card.exp_year);
  if (card.exp_month === undefined && card.exp_year === undefined) problems.push('expiry_required');
  else if (!Number.isInteger(month) || !Number.isInteger(year) || month < 1 || month > 12 || year < 2000 || year > 2100) problems.push('expiry_invalid');
  else if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) problems.push('expiry_past');
  const cvc = String(card.cvc ?? '');
  if (!cvc) problems.push('cvc_required');
  else if (!(brandOf(digits) === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(cvc)) problems.push('cvc_invalid');
  return problems;
}

/** Publishable test keys (the seed's `pk_sandbox_…`); a live key is refused by a test gateway. */
export const isTestKey = (key: string): boolean => /^pk_sandbox_[A-Za-z0-9_]{1,64}$/.test(key);

export type TokenizeResult = { ok: true; token: IssuedToken } | { ok: false; problems: CardProblem[] } | { ok: false; keyRefused: true };

export interface TestGatewayVault {
  tokenize: (key: string, card: Partial<CardInput>) => TokenizeResult;
  /** The token as issued, or undefined for one this gateway never issued. */
  find: (id: string) => IssuedToken | undefined;
  /** Marks a token spent (a charge was attempted with it): tokens are single use. */
  spend: (id: string) => void;
}

export function createTestGatewayVault(clock: () => number = Date.now): TestGatewayVault {
  const tokens = new Map<string, IssuedToken>();
  const prune = (now: number): void => {
    for (const [id, token] of tokens) if (token.expiresAt + TOKEN_LIFETIME_MS < now) tokens.delete(id);
  };
  return {
    tokenize: (key, card) => {
      if (!isTestKey(key)) return { ok: false, keyRefused: true };
      const now = clock();
      const problems = cardProblems(card, new Date(now));
      if (problems.length > 0) return { ok: false, problems };
      prune(now);
      const digits = digitsOf(String(card.number));
      const token: IssuedToken = {
        id: `tok_${randomBytes(12).toString('hex')}`,
        mode: 'sandbox',
        brand: brandOf(digits),
        last4: digits.slice(-4),
        outcome: TEST_CARD_NUMBERS[digits] ?? 'decline',
        expiresAt: now + TOKEN_LIFETIME_MS,
        used: false,
      };
      tokens.set(token.id, token);
      return { ok: true, token };
    },
    find: (id) => tokens.get(id),
    spend: (id) => {
      const token = tokens.get(id);
      if (token) token.used = true;
    },
  };
}

/** The process's test gateway: every embedded server's hosted fields and the sandbox adapter share it. */
export const testGatewayVault: TestGatewayVault = createTestGatewayVault(() => Date.now());
