// The cart feature's public entry: the cart slice and the events it announces (others react to them), the cart
// thunks, the cart types and item display the mini-cart and checkout share, add-to-cart for the catalogue.
// Everything else in this folder is internal (see .eslintrc.js).
export { GET_COUNTRIES } from './cart.gql';
export { endStaleSession, mergeGuestCart, startNewCart } from './cartAccount';
export { useSuggestionCards } from './CartCarousel';
export { preloadCartDocuments } from './cartDocuments';
export { CartError } from './cartErrors';
export { cartCall, cartIdNow, type CartThunkApi } from './cartSession';
export { addToCartPopupClosed, cartDiscarded, cartReducer, cartReplyStored, miniCartToggled, staleCartDetected } from './cartSlice';
export { startCartSync } from './cartSync';
export { addToCart, loadCart, removeCartItem, storeCart } from './cartThunks';
export { CartTotals } from './CartTotals';
export { isPlaceholderAddress, orderNoteOf, toCartDetail, type AvailableShippingMethod, type CartAddress, type CartDetail, type CartItem, type CartReply, type PaymentMethod, type PreviousProduct, type SelectedShippingMethod } from './cartTypes';
export { countryCode, countryOptions, type CountryOption } from './countries';
export { isCustomColour, itemName, itemPriceCell, itemSku, itemThumbnail, itemUnitPrice } from './itemDisplay';
export { itemOptionLines, sheetChipsOf } from './itemOptions';
export { popupPrice } from './previousProduct';
export { QuantityEditor } from './QuantityEditor';
export { useAddToCart } from './useAddToCart';
