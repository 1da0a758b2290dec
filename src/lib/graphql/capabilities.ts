// What the target backend offers beyond stock Magento 2.4 (the brand module's parts), known at build
// time from its schema (COMMERCE_SCHEMA, see README "Running on your Magento"): webpack writes each
// value into the code (__CAPABILITIES__.articles becomes true or false), so what a target lacks is left
// out of the bundle with the documents only it would send. No request ever asks what the backend has.

/** Each capability and the schema coordinates (Type.field) the backend must have for it. */
export const CAPABILITY_REQUIREMENTS = {
  /** Articles: the blog routes and the search page's Articles tab. */
  articles: ['Query.articles', 'Query.article', 'Query.articleCategories'],
  /** Events: /events and /event/{url_key}. */
  events: ['Query.events', 'Query.event'],
  /** The colour systems pages (/color-systems). */
  colorSystems: ['Query.colorSystems', 'Query.colorSystem'],
  /** The colour page (browse the colour standards) and the colour finder. */
  colors: ['Query.colors', 'Query.colorFinder'],
  /** The country/region selector overlay. */
  storeRegions: ['Query.storeRegions'],
  /** The dealer pages (spec §2.2): CMS content of the brand's store network, which comes with its regions. */
  dealerPages: ['Query.storeRegions'],
  /** The customer's VAT number (account page, checkout notice). */
  vat: ['Query.currentVat', 'Mutation.setCustomerVatNumber', 'StoreConfig.validate_vat'],
  /** Sharing the wish list by e-mail. */
  wishlistSharing: ['Mutation.shareWishlist'],
  /** Back-in-stock alerts (Notify Me). */
  stockAlerts: ['Mutation.subscribeProductAlertStock', 'Mutation.unsubscribeProductAlertStock', 'ProductInterface.stock_alert_subscribed'],
  /** addToCart (all or nothing, with a message) and removeCartAllItems; else addProductsToCart and clearCart. */
  cartExtensions: ['Mutation.addToCart', 'Mutation.removeCartAllItems'],
  /** The order comment as its own cart field; else the shipping address's customer_notes. */
  orderComment: ['Mutation.setCartCustomerNote', 'Cart.customer_note', 'CustomerOrder.customer_note'],
  /** The brand's card payment method (tokenised with the store's public key). */
  cardPayment: ['PaymentMethodInput.spectrane_card', 'StoreConfig.card_payment'],
  /** Adobe Commerce's clearCart (Magento Open Source has none: the cart is emptied item by item). */
  clearCart: ['Mutation.clearCart'],
  /** The best-seller carousels of the catalogue and product pages (ranked from the backend's sales). */
  bestSellers: ['Query.bestSellers'],
  /** Build Your Sheet categories. */
  buildYourSheet: ['CategoryInterface.build_your_sheet', 'ProductInterface.color_standard'],
  /** The Build Your Sheet builder: the category's sheet (size, product with the 'CHIPS' field option). */
  sheetBuilder: ['CategoryInterface.build_your_sheet', 'CategoryInterface.sheet', 'ProductInterface.color_standard'],
} as const satisfies Record<string, readonly string[]>;

export type Capability = keyof typeof CAPABILITY_REQUIREMENTS;

export type Capabilities = Readonly<Record<Capability, boolean>>;

declare global {
  /**
   * The target backend's capabilities, replaced at build time by webpack's DefinePlugin (each
   * `__CAPABILITIES__.name` becomes a literal, so dead branches leave the bundle). Tests and build-time
   * code set it on globalThis.
   */
  // eslint-disable-next-line no-var
  var __CAPABILITIES__: Capabilities;
}

/** Every capability on: the embedded backend's full schema (the default build target). */
export const ALL_CAPABILITIES: Capabilities = Object.fromEntries(
  Object.keys(CAPABILITY_REQUIREMENTS).map((name) => [name, true]),
) as Record<Capability, boolean>;
