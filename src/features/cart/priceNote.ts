// Spec §2.4 cart item price cell: "a note text chosen by the current route path and the VAT
// validity state". The route path is the store's route prefix (app state routePath: '' for the US
// store, /eu/{lang}, /uk/en, /hk/{lang}); it says which tax rules the unit price follows.

export type PriceNoteKey = 'cart.price.note' | 'cart.price.noteSalesTax' | 'cart.price.noteVat' | 'cart.price.noteVatValid';

/** The region a route path belongs to: its first segment, or 'na' for the unprefixed default store. */
function regionOf(routePath: string): string {
  return routePath.split('/').filter(Boolean)[0]?.toLowerCase() ?? 'na';
}

/**
 * The message key of the price note:
 * - US (no prefix): unit prices are before sales tax, which the totals add;
 * - EU and UK: unit prices include VAT, unless the customer's VAT number is validated (no VAT charged);
 * - Hong Kong (no sales tax) and anything else: just "price per item".
 */
export function priceNoteKey(routePath: string, vatValid: boolean | null): PriceNoteKey {
  switch (regionOf(routePath)) {
    case 'na':
      return 'cart.price.noteSalesTax';
    case 'eu':
    case 'uk':
      return vatValid === true ? 'cart.price.noteVatValid' : 'cart.price.noteVat';
    default:
      return 'cart.price.note';
  }
}
