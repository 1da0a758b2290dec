/** Magento's CartUserInputErrorType. */
export type CartErrorCode =
  | 'COULD_NOT_FIND_CART_ITEM' | 'INSUFFICIENT_STOCK' | 'INVALID_PARAMETER_VALUE' | 'NOT_SALABLE' | 'PERMISSION_DENIED'
  | 'PRODUCT_NOT_FOUND' | 'REQUIRED_PARAMETER_MISSING' | 'UNDEFINED';

/** Magento's messages for cart items, word for word (Quote, CatalogInventory/MSI, QuoteGraphQl). */
export const cartMessages = {
  productNotFound: (sku: string): string => `Could not find a product with SKU "${sku}"`,
  notAvailable: 'Product that you are trying to add is not available.',
  optionsNotAvailable: 'The required options you selected are not available.',
  qtyNotAvailable: 'The requested qty is not available',
  fewest: (qty: number): string => `The fewest you may purchase is ${qty}.`,
  most: (qty: number): string => `The most you may purchase is ${qty}.`,
  decimal: 'You cannot use decimal quantity for this product.',
  positive: 'The product quantity should be greater than 0',
  requiredOptions: "The product's required option(s) weren't entered. Make sure the options are entered and try again.",
  chooseOptions: 'You need to choose options for your item.',
  specifyBundleOptions: 'Please specify product option(s).',
  allRequiredBundleOptions: 'Please select all required options.',
  specifyLinks: 'Please specify product link(s).',
  optionNotAvailable: 'Some of the selected item options are not currently available.',
  textTooLong: 'The text is too long. Shorten the text and try again.',
  invalidFileExtension: (file: string): string => `The file '${file}' has an invalid extension.`,
  itemNotFound: (id: number | string): string => `Could not find cart item with id: ${id}.`,
  cannotUpdate: (sku: string, message: string): string => `Could not update the product with SKU ${sku}: ${message}`,
  quantityMissing: 'Required parameter "quantity" for "cart_items" is missing.',
  itemIdMissing: 'Required parameter "cart_item_uid" for "cart_items" is missing.',
} as const;

// Magento's AddProductsToCartError mapper (Quote/etc/di.xml), plus the updateCartItems codes.
const codeByMessage: Array<[fragment: string, code: CartErrorCode]> = [
  ['Could not find a product with SKU', 'PRODUCT_NOT_FOUND'],
  ['The required options you selected are not available', 'NOT_SALABLE'],
  ['Product that you are trying to add is not available.', 'NOT_SALABLE'],
  ['This product is out of stock', 'INSUFFICIENT_STOCK'],
  ['The fewest you may purchase is', 'INSUFFICIENT_STOCK'],
  ['The most you may purchase is', 'INSUFFICIENT_STOCK'],
  ['The requested qty is not available', 'INSUFFICIENT_STOCK'],
  ['Not enough items for sale', 'INSUFFICIENT_STOCK'],
  ['Could not find cart item', 'COULD_NOT_FIND_CART_ITEM'],
  ['Required parameter', 'REQUIRED_PARAMETER_MISSING'],
];

/** The error code Magento derives from a message (case-insensitive substring match), else UNDEFINED. */
export const errorCodeFor = (message: string): CartErrorCode =>
  codeByMessage.find(([fragment]) => message.toLowerCase().includes(fragment.toLowerCase()))?.[1] ?? 'UNDEFINED';

/** Why one cart item could not be added or updated; `quantity` is the salable quantity left (InsufficientStockError). */
export class CartProblem extends Error {
  readonly code: CartErrorCode;

  constructor(message: string, readonly quantity: number | null = null, code?: CartErrorCode) {
    super(message);
    this.code = code ?? errorCodeFor(message);
  }
}
