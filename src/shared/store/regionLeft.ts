import { createAction } from '@reduxjs/toolkit';

/**
 * Spec §4 region switch: the shopper is leaving this store for another region, whose page loads in full next.
 * The store feature announces it (switchRegion, after the sign-out is sent); each slice forgets on its own what
 * belonged to this store: the user signs out, the cart is cleaned, the VAT validity is cleared.
 */
// Here and not in features/store: account and cart react to it, and the store feature builds on them (import/no-cycle).
export const regionLeft = createAction('store/regionLeft');
