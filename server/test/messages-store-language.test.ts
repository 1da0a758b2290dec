import fs from 'node:fs';
import path from 'node:path';
import { OPTION_MESSAGES } from '../../src/features/account/area/wishlistRules';
import { STALE_CART_MARKERS } from '../../src/features/cart/cartErrors';
import { messageCatalogue } from '../src/i18n/messages';
import { translateMessage } from '../src/i18n/translate';
import { addProducts, applyCoupon, createCart } from './cartHelpers';
import { firstError, insertSignedInCustomer, signIn } from './customerHelpers';
import { graphqlPost, useTestServer } from './helpers';

// Issue 22: the backend's shopper-facing messages in the store's language, as Magento renders __() phrases for the
// locale of the Store header's store view.

const locales = ['de_DE', 'es_ES', 'fr_FR', 'it_IT', 'zh_HK'] as const;
const placeholders = (text: string): string => [...text.matchAll(/%\d/g)].map((m) => m[0]).sort().join();

describe('message catalogue', () => {
  it('translates every message into every non-English store locale, keeping its placeholders', () => {
    for (const [english, translations] of Object.entries(messageCatalogue)) {
      for (const locale of locales) {
        const text = translations[locale];
        expect(text.trim(), `${locale}: ${english}`).not.toBe('');
        expect(text, `${locale} is still English: ${english}`).not.toBe(english);
        expect(placeholders(text), `${locale}: ${english}`).toBe(placeholders(english));
      }
    }
  });

  it('fills in values, translates nested messages and joined sentences, and leaves English stores and unknown text alone', () => {
    expect(translateMessage('de_DE', 'Could not find a product with SKU "NOPE-1"')).toBe('Es wurde kein Produkt mit der SKU „NOPE-1“ gefunden');
    expect(translateMessage('fr_FR', 'Invalid value of "1234" provided for the postcode field.'))
      .toBe('Valeur « 1234 » non valide pour le champ postcode.');
    expect(translateMessage('it_IT', 'Unable to place order: Some of the products are out of stock.'))
      .toBe("Impossibile effettuare l'ordine: Alcuni prodotti sono esauriti.");
    expect(translateMessage('es_ES', '"firstname" is required. Enter and try again. "telephone" is required. Enter and try again.'))
      .toBe('"firstname" es obligatorio. Introdúzcalo y vuelva a intentarlo. "telephone" es obligatorio. Introdúzcalo y vuelva a intentarlo.');
    expect(translateMessage('zh_HK', 'Could not update the product with SKU SFD-CORE-C: The requested qty is not available'))
      .toBe('無法更新 SKU 為 SFD-CORE-C 的產品：所要求的數量無法供應');
    expect(translateMessage('en_US', "The coupon code isn't valid. Verify the code and try again."))
      .toBe("The coupon code isn't valid. Verify the code and try again.");
    expect(translateMessage('en_GB', "The coupon code isn't valid. Verify the code and try again."))
      .toBe("The coupon code isn't valid. Verify the code and try again.");
    expect(translateMessage('de_DE', 'Cannot query field "nope" on type "Cart".')).toBe('Cannot query field "nope" on type "Cart".');
  });

  // The storefront recognises a stale cart, and a wish list item that needs its options, by these messages.
  it('keeps the messages the storefront recognises recognisable in every language', () => {
    const stale = ['Could not find a cart with ID "%1"', "The cart isn't active.", 'The request is allowed for logged in customer',
      'The current user cannot perform operations on cart "%1"'];
    const options = ["The product's required option(s) weren't entered. Make sure the options are entered and try again.",
      'You need to choose options for your item.', 'Please specify product option(s).', 'Please select all required options.',
      'Please specify product link(s).'];
    for (const locale of locales) {
      for (const key of stale) {
        const text = messageCatalogue[key]?.[locale] ?? '';
        expect(STALE_CART_MARKERS.some((marker) => text.includes(marker)), `${locale}: ${text}`).toBe(true);
      }
      for (const key of options) {
        const text = messageCatalogue[key]?.[locale] ?? '';
        expect(OPTION_MESSAGES.some((pattern) => pattern.test(text)), `${locale}: ${text}`).toBe(true);
      }
      const other = messageCatalogue['The coupon code isn\'t valid. Verify the code and try again.']?.[locale] ?? '';
      expect(STALE_CART_MARKERS.some((marker) => other.includes(marker))).toBe(false);
    }
  });

  // Every message the cart, checkout, customer, wish list, review and newsletter code throws is in the catalogue.
  it('covers every message thrown by the shopper-facing resolvers', () => {
    const root = path.resolve(__dirname, '../src');
    const files = [
      'graphql/context.ts', 'graphql/requestLimitsPlugin.ts', 'cart/problems.ts', 'cart/postcode.ts', 'repositories/customer/passwordRules.ts',
      'security/mailThrottle.ts', 'graphql/resolvers/newsletter.ts', 'graphql/resolvers/catalog/reviews.ts', 'graphql/resolvers/catalog/productAlerts.ts',
      'graphql/resolvers/catalog/sendFriend.ts',
      ...fs.readdirSync(path.join(root, 'graphql/resolvers/cart')).map((f) => `graphql/resolvers/cart/${f}`),
      ...fs.readdirSync(path.join(root, 'graphql/resolvers/customer')).map((f) => `graphql/resolvers/customer/${f}`),
      ...fs.readdirSync(path.join(root, 'graphql/resolvers/sales')).map((f) => `graphql/resolvers/sales/${f}`),
      ...fs.readdirSync(path.join(root, 'sales')).map((f) => `sales/${f}`), 'cart/access.ts',
    ];
    // Domain errors take their kind first: new CartAccessError('not-found', `Could not find…`).
    const literal = /(?:Error\(\s*'[a-z-]+',|Error|Message|message:|=>|errors\.push|return|unable)\(?\s*(?:(['"])((?:(?!\1).)*)\1|`([^`]*)`)/g;
    const unknown: string[] = [];
    for (const file of files) {
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      for (const match of source.matchAll(literal)) {
        const text = (match[2] ?? match[3] ?? '').replace(/\\'/g, "'");
        // Messages are sentences: a capital letter or a quoted field name first, at least three words.
        if (!/^["A-Z%]/.test(text) || text.split(' ').length < 3 || /\n|SELECT|UPDATE|INSERT/.test(text)) continue;
        let n = 0;
        const sample = text.replace(/\$\{[^}]*\}/g, () => `X${n += 1}`);
        if (sample === 'Use `Query.customerCart` for logged in customer.' || sample === 'Required parameter "X1" is missingX2') continue;
        if (translateMessage('de_DE', sample) === sample) unknown.push(`${file}: ${text}`);
      }
    }
    expect(unknown).toEqual([]);
  });
});

describe('messages in the store language over GraphQL', () => {
  const { db, server } = useTestServer();

  const invalidCoupon = async (store: string): Promise<{ message?: string; category?: unknown }> => {
    const cartId = await createCart(server.url, { store });
    await addProducts(server.url, cartId, [{ sku: 'SACC-LOUPE', quantity: 1 }], { store });
    return firstError((await applyCoupon(server.url, cartId, 'NOT-A-CODE', { store })).body);
  };

  it.each([
    ['na_us', "The coupon code isn't valid. Verify the code and try again."],
    ['uk_en', "The coupon code isn't valid. Verify the code and try again."],
    ['de_de', 'Der Gutscheincode ist ungültig. Überprüfen Sie den Code und versuchen Sie es erneut.'],
    ['es_es', 'El código de cupón no es válido. Compruebe el código y vuelva a intentarlo.'],
    ['fr_fr', 'Le code promo n’est pas valide. Vérifiez le code et réessayez.'],
    ['it_it', 'Il codice coupon non è valido. Verifica il codice e riprova.'],
    ['hk_tc', '優惠碼無效。請核對優惠碼後再試。'],
  ])('an invalid coupon in %s', async (store, message) => {
    expect(await invalidCoupon(store)).toEqual({ message, category: 'graphql-no-such-entity' });
  });

  it('a failed sign-in answers in the store language with Magento\'s category and status', async () => {
    const response = await signIn(server.url, 'nobody@example.com', 'Wrong#Password1', 'de_de');
    expect(response.status).toBe(401);
    expect(firstError(response.body)).toEqual({
      message: 'Die Anmeldung war nicht korrekt oder Ihr Konto ist vorübergehend deaktiviert. Bitte warten Sie und versuchen Sie es später erneut.',
      category: 'graphql-authentication',
    });
  });

  it('cart user_errors and wish list user_errors are translated, their codes are not', async () => {
    const cartId = await createCart(server.url, { store: 'fr_fr' });
    const added = await addProducts(server.url, cartId, [{ sku: 'NOPE-404', quantity: 1 }], { store: 'fr_fr' });
    expect(added.body.data?.addProductsToCart?.user_errors).toEqual([
      { __typename: 'CartUserInputError', code: 'PRODUCT_NOT_FOUND', message: 'Aucun produit avec le SKU « NOPE-404 » n’a été trouvé' },
    ]);

    const token = 'store-language-eu-customer';
    insertSignedInCustomer(db, token, 'eu');
    const { body } = await graphqlPost<{ addProductsToWishlist: { user_errors: Array<{ code: string; message: string }> } }>(server.url,
      `mutation { addProductsToWishlist(wishlistId: "0", wishlistItems: [{ sku: "NOPE-404", quantity: 1 }]) { user_errors { code message } } }`,
      { store: 'it_it', token });
    expect(body.data?.addProductsToWishlist.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Impossibile trovare un prodotto con SKU "NOPE-404"' },
    ]);
  });

  // Magento's two spellings of one refusal (add: "wish list", update: "wishlist") read as one phrase in every language.
  it('a wish list quantity of 0 answers the same translation when adding and when updating', async () => {
    const token = 'store-language-zero-quantity';
    insertSignedInCustomer(db, token, 'eu');
    const zero = { de_de: 'Die Menge eines Wunschlistenartikels darf nicht 0 sein', fr_fr: 'La quantité d’un article de la liste de souhaits ne peut pas être 0' };
    for (const [store, message] of Object.entries(zero)) {
      const add = await graphqlPost<{ addProductsToWishlist: { user_errors: unknown[] } }>(server.url, `mutation {
        addProductsToWishlist(wishlistId: "0", wishlistItems: [{ sku: "SFD-POCKET", quantity: 0 }]) { user_errors { code message } }
      }`, { store, token });
      expect(add.body.data?.addProductsToWishlist.user_errors, store).toEqual([{ code: 'UNDEFINED', message }]);
    }
    const added = await graphqlPost<{ addProductsToWishlist: { wishlist: { id: string; items_v2: { items: Array<{ id: string }> } } } }>(server.url, `mutation {
      addProductsToWishlist(wishlistId: "0", wishlistItems: [{ sku: "SFD-POCKET", quantity: 1 }]) { wishlist { id items_v2 { items { id } } } }
    }`, { store: 'de_de', token });
    const { id, items_v2: { items: [item] } } = added.body.data?.addProductsToWishlist.wishlist ?? { id: '', items_v2: { items: [] } };
    for (const [store, message] of Object.entries(zero)) {
      const update = await graphqlPost<{ updateProductsInWishlist: { user_errors: unknown[] } }>(server.url,
        `mutation Update($id: ID!, $item: ID!) {
          updateProductsInWishlist(wishlistId: $id, wishlistItems: [{ wishlist_item_id: $item, quantity: 0 }]) { user_errors { code message } }
        }`, { store, token, variables: { id, item: item?.id } });
      expect(update.body.data?.updateProductsInWishlist.user_errors, store).toEqual([{ code: 'UNDEFINED', message }]);
    }
    for (const locale of locales) {
      expect(translateMessage(locale, 'The quantity of a wishlist item cannot be 0'), locale)
        .toBe(translateMessage(locale, 'The quantity of a wish list item cannot be 0'));
    }
    expect(translateMessage('en_US', 'The quantity of a wishlist item cannot be 0')).toBe('The quantity of a wishlist item cannot be 0');
  });

  it('placeOrder errors keep their code and answer in the store language', async () => {
    const cartId = await createCart(server.url, { store: 'de_de' });
    await addProducts(server.url, cartId, [{ sku: 'SACC-LOUPE', quantity: 1 }], { store: 'de_de' });
    const { body } = await graphqlPost<{ placeOrder: { errors: Array<{ code: string; message: string }> } }>(server.url,
      'mutation Place($id: String!) { placeOrder(input: { cart_id: $id }) { errors { code message } } }', { store: 'de_de', variables: { id: cartId } });
    expect(body.data?.placeOrder.errors).toEqual([{ code: 'GUEST_EMAIL_MISSING', message: 'Die E-Mail-Adresse des Gastes fehlt.' }]);
  });

  it('GraphQL validation errors stay as the GraphQL library words them', async () => {
    const { body } = await graphqlPost(server.url, '{ storeConfig { nope } }', { store: 'de_de' });
    expect(firstError(body)).toMatchObject({ category: 'graphql' });
    expect(firstError(body).message).toMatch(/^Cannot query field "nope" on type "StoreConfig"\./);
  });
});
