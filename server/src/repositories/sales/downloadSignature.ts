import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed download links. Magento's download_url relies on the storefront session cookie; this headless backend has
 * bearer tokens only, which a plain link cannot send. So `customerDownloadableProducts` hands out the link with a
 * short-lived signature binding the purchased link to its owner: `?expires={unix seconds}&signature={HMAC}`.
 * The key lives in memory only: a restart ends every signed URL, which the next query renews.
 */
const signingKey = randomBytes(32);

/** How long a signed download URL works: one hour, as the customer token that fetched it. */
export const downloadUrlLifetimeSeconds = 60 * 60;

const signature = (linkHash: string, customerId: number, expires: number): string =>
  createHmac('sha256', signingKey).update(`${linkHash}:${customerId}:${expires}`).digest('base64url');

/** The query string that lets `customerId` download `linkHash` until `now` + the lifetime. */
export const signDownload = (linkHash: string, customerId: number, now: Date = new Date()): string => {
  const expires = Math.floor(now.getTime() / 1000) + downloadUrlLifetimeSeconds;
  return new URLSearchParams({ expires: String(expires), signature: signature(linkHash, customerId, expires) }).toString();
};

/** Whether the signature is this server's for the link and customer, and not yet expired. */
export const downloadSignatureValid = (
  linkHash: string, customerId: number, expires: string, given: string, now: Date = new Date(),
): boolean => {
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(linkHash, customerId, Number(expires)));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};
