import { presentItems } from '../../../lib/graphql/present';
import { email } from '../../../lib/validation/rules';
import type { CartItemInput, WishlistItemInput } from '../../../lib/graphql/generated';
import type { WishlistCartError, WishlistData, WishlistItem } from '../wishlist.gql';

/** A wish list item that could not go into the cart, and why (the server's message). */
export interface FailedItem {
  item: WishlistItem;
  message: string;
}

/** The list's items, without the nulls GraphQL allows. */
export function wishlistItems(list: WishlistData | null | undefined): WishlistItem[] {
  return presentItems(list?.items_v2?.items);
}

// Magento's messages for an item whose required options (custom options, configurable attributes,
// bundle selections, downloadable links) were not chosen when it was put on the wish list, in the
// store's language (en, de, fr: option; es: opción; it: opzione; zh: 選項).
export const OPTION_MESSAGES = [/option/i, /opci[oó]n/i, /opzion/i, /選項/, /link\(s\)/i];

/** Spec §4: items lacking required options cannot be added in bulk; tell them apart from other failures. */
export function splitCartFailures(
  errors: readonly (WishlistCartError | null)[],
  items: readonly WishlistItem[],
): { needsOptions: FailedItem[]; notAdded: FailedItem[] } {
  const needsOptions: FailedItem[] = [];
  const notAdded: FailedItem[] = [];
  for (const error of presentItems(errors)) {
    const item = items.find((candidate) => candidate.id === error.wishlistItemId);
    if (!item) continue;
    const options = error.code === 'UNDEFINED' && OPTION_MESSAGES.some((pattern) => pattern.test(error.message));
    (options ? needsOptions : notAdded).push({ item, message: error.message });
  }
  return { needsOptions, notAdded };
}

/** Magento's wish list sharing limit (wishlist/email/number_limit). */
export const SHARE_MAX_EMAILS = 10;

export type ShareProblem = { kind: 'required' } | { kind: 'invalid'; emails: string[] } | { kind: 'tooMany'; max: number };

/** The share form's comma-separated addresses, each checked; null when they may be sent. */
export function shareEmailsProblem(value: string): ShareProblem | null {
  const emails = splitEmails(value);
  if (emails.length === 0) return { kind: 'required' };
  const invalid = emails.filter((address) => email(address) !== null);
  if (invalid.length > 0) return { kind: 'invalid', emails: invalid };
  if (emails.length > SHARE_MAX_EMAILS) return { kind: 'tooMany', max: SHARE_MAX_EMAILS };
  return null;
}

/** The addresses of the share field: split at commas, trimmed, empty entries and repeats left out. */
export function splitEmails(value: string): string[] {
  return [...new Set(value.split(',').map((entry) => entry.trim()).filter(Boolean))];
}

/**
 * The product page's cart items as wish list items: a configurable without a chosen variant is the
 * parent alone, and a quantity not (yet) entered counts as 1.
 */
export function toWishlistItems(items: readonly CartItemInput[]): WishlistItemInput[] {
  return items.map((item) => {
    const result: WishlistItemInput = { ...item, quantity: Number.isFinite(item.quantity) && item.quantity > 0 ? item.quantity : 1 };
    if (!result.parent_sku || result.parent_sku === result.sku) delete result.parent_sku;
    return result;
  });
}
