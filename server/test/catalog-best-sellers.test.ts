import { add, createCart } from './cartHelpers';
import {
  newYork, placeOrder, setBillingAddress, setGuestEmail, setPaymentMethod, setShippingAddress, setShippingMethod,
} from './checkoutHelpers';
import { expectMagentoErrorShape, graphqlGet, useTestServer } from './helpers';

const BEST_SELLERS = `query BestSellers($category: String, $pageSize: Int) {
  bestSellers(category_uid: $category, pageSize: $pageSize) { items { sku name } }
}`;

interface BestSellersData { bestSellers: { items: Array<{ sku: string; name: string }> } }

describe('bestSellers: the store\'s products ranked by quantity ordered', () => {
  const { db, server } = useTestServer();
  const bestSellers = async (store: string, variables: Record<string, unknown> = {}): Promise<string[]> => {
    const { body } = await graphqlGet<BestSellersData>(server.url, BEST_SELLERS, { store, variables });
    expect(body.errors).toBeUndefined();
    return body.data?.bestSellers.items.map((item) => item.sku) ?? [];
  };

  it('ranks by the units sold in the store: history plus the store\'s own orders, eight by default', async () => {
    // SACC-LOUPE: 104 before, 2 in Roxanne's first order; SFD-CORE-C: 140 and 1.
    expect(await bestSellers('na_us')).toEqual(['SFD-CORE-C', 'SCS-SOLID-C', 'SACC-LOUPE', 'SFD-POCKET', 'SFD-CORE-U', 'SLS', 'SACC-SLEEVE', 'SSB-COTTON']);
    // Another website sells otherwise; names are the store's.
    expect((await bestSellers('de_de', { pageSize: 3 }))).toEqual(['SSB-COTTON', 'SFD-CORE-C', 'SCS-SOLID-C']);
    const { body } = await graphqlGet<BestSellersData>(server.url, BEST_SELLERS, { store: 'de_de', variables: { pageSize: 1 } });
    expect(body.data?.bestSellers.items[0]?.name).toBe('Musterbuch Baumwolle');
  });

  it('narrows to a category and its subcategories; an unknown category has none', async () => {
    expect(await bestSellers('na_us', { category: 'NA==', pageSize: 4 })).toEqual(['SFD-CORE-C', 'SFD-POCKET', 'SFD-CORE-U']);
    // Colour Guides holds fan decks and swatch books.
    expect(await bestSellers('na_us', { category: 'Mw==', pageSize: 5 })).toEqual(['SFD-CORE-C', 'SFD-POCKET', 'SFD-CORE-U', 'SSB-COTTON']);
    expect(await bestSellers('na_us', { category: 'OTk5OQ==' })).toEqual([]);
  });

  it('moves a product up when it is ordered, and back when the order is canceled', async () => {
    const url = server.url;
    const cartId = await createCart(url);
    await add(url, cartId, [{ sku: 'SACC-GLOVES', quantity: 150 }]);
    await setGuestEmail(url, cartId, 'buyer@example.com');
    await setShippingAddress(url, cartId, { address: newYork });
    await setBillingAddress(url, cartId, { address: newYork });
    await setShippingMethod(url, cartId, 'flatrate', 'flatrate');
    await setPaymentMethod(url, cartId, { code: 'checkmo' });
    const placed = await placeOrder(url, cartId);
    const number = placed.body.data?.placeOrder?.order?.order_number;
    expect(number).toMatch(/^\d{9}$/);
    // 150 now and 2 in Roxanne's second order: 152 beats the 141 core fan decks.
    expect((await bestSellers('na_us', { pageSize: 2 }))).toEqual(['SACC-GLOVES', 'SFD-CORE-C']);
    // Only this store's orders count.
    expect(await bestSellers('uk_en', { pageSize: 1 })).toEqual(['SFD-CORE-C']);
    db.prepare("UPDATE orders SET state = 'canceled', status = 'canceled' WHERE increment_id = ?").run(number);
    expect((await bestSellers('na_us', { pageSize: 2 }))).toEqual(['SFD-CORE-C', 'SCS-SOLID-C']);
  });

  it('refuses a page size outside 1 to 20 with a graphql-input error', async () => {
    for (const pageSize of [0, 21]) {
      const { body } = await graphqlGet(server.url, BEST_SELLERS, { store: 'na_us', variables: { pageSize } });
      expectMagentoErrorShape(body);
      expect(body.errors?.[0]).toMatchObject({ message: 'pageSize must be between 1 and 20.', extensions: { category: 'graphql-input' } });
    }
  });
});
