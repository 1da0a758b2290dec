import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The embedded backend's stand-in for Google's reCAPTCHA service: it hands out v3 tokens (testProvider.ts) and
 * checks them as Google's siteverify does. A token is good for two minutes and one check, and carries the site
 * key it was issued for, the action and a score (1.0 very likely a person, 0.0 very likely a bot). The signing
 * secret lives in this process only: nobody outside can make a token, and a restart voids every one.
 */
export const TOKEN_LIFETIME_MS = 120_000;
/** The score the test service gives the storefront's own requests: a person. */
export const HUMAN_SCORE = 0.9;

export type Verdict =
  | { success: true; score: number; action: string; siteKey: string }
  | { success: false; errorCode: 'missing-input-response' | 'invalid-input-response' | 'timeout-or-duplicate' };

interface TokenBody {
  k: string;
  a: string;
  s: number;
  t: number;
  n: string;
}

const secret = randomBytes(32);
/** Tokens already checked, with when they were issued: a second check of the same token fails, as Google's does. */
const spent = new Map<string, number>();

const signature = (body: string): Buffer => createHmac('sha256', secret).update(body).digest();

export function issueTestToken(siteKey: string, action: string, score = HUMAN_SCORE, now = Date.now()): string {
  const body: TokenBody = { k: siteKey, a: action, s: score, t: now, n: randomBytes(12).toString('base64url') };
  const encoded = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${encoded}.${signature(encoded).toString('base64url')}`;
}

const bodyOf = (token: string): TokenBody | null => {
  const [encoded, signed, ...rest] = token.split('.');
  if (!encoded || !signed || rest.length) return null;
  const given = Buffer.from(signed, 'base64url');
  const expected = signature(encoded);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const body = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Partial<TokenBody>;
    const valid = typeof body.k === 'string' && typeof body.a === 'string' && typeof body.s === 'number'
      && typeof body.t === 'number' && typeof body.n === 'string';
    return valid ? (body as TokenBody) : null;
  } catch {
    return null;
  }
};

const forgetOld = (now: number): void => {
  for (const [nonce, issued] of spent) if (now - issued > TOKEN_LIFETIME_MS) spent.delete(nonce);
};

/** siteverify: the token's verdict, spending it. */
export function verifyTestToken(token: string, now = Date.now()): Verdict {
  if (!token) return { success: false, errorCode: 'missing-input-response' };
  const body = bodyOf(token);
  if (!body) return { success: false, errorCode: 'invalid-input-response' };
  forgetOld(now);
  if (now - body.t > TOKEN_LIFETIME_MS || body.t > now + 5_000 || spent.has(body.n)) {
    return { success: false, errorCode: 'timeout-or-duplicate' };
  }
  spent.set(body.n, body.t);
  return { success: true, score: body.s, action: body.a, siteKey: body.k };
}
