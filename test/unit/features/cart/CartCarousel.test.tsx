import { screen, waitFor } from '@testing-library/react';
import { CartCarousel } from '../../../../src/features/cart/CartCarousel';
import { renderWithApp } from '../../shell/renderShell';

// The cart page's cross-sells (spec §9 cart carousel): what goes with the cart's products, minus what
// is in it, each linking to its product page with the store's product URL suffix (spec §2.2).

const price = { minimum_price: { final_price: { value: 19 }, regular_price: { value: 19 } } };
const product = (sku: string, name: string, urlKey: string) => ({
  __typename: 'SimpleProduct', uid: `uid-${sku}`, sku, name, url_key: urlKey, small_image: null, price_range: price,
});

function render(suffix: string) {
  return renderWithApp(<CartCarousel skus={['SFD-PASTEL', 'SACC-GLOVES']} />, {
    graphql: {
      GetCatalogConfig: () => ({ data: { storeConfig: { __typename: 'StoreConfig', store_code: 'na_us', product_url_suffix: suffix, category_url_suffix: suffix }, currency: null } }),
      GetCartCrossSells: () => ({
        data: {
          products: {
            items: [
              { __typename: 'SimpleProduct', uid: 'uid-SFD-PASTEL', crosssell_products: [product('SACC-SLEEVE', 'Fan Deck Protective Sleeve', 'fan-deck-protective-sleeve'), product('SACC-GLOVES', 'Lint-free Cotton Gloves (pair)', 'lint-free-cotton-gloves')] },
              { __typename: 'SimpleProduct', uid: 'uid-SACC-GLOVES', crosssell_products: [product('SACC-SLEEVE', 'Fan Deck Protective Sleeve', 'fan-deck-protective-sleeve')] },
            ],
          },
        },
      }),
    },
  });
}

describe('CartCarousel', () => {
  it("suggests each cross-sell once, never a product in the cart, linked with the store's product URL suffix", async () => {
    render('.htm');
    const region = await screen.findByRole('region', { name: 'You may also like' });
    await waitFor(() => expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/fan-deck-protective-sleeve.htm']));
    expect(region).toContainElement(screen.getByRole('link'));
    expect(screen.queryByText('Lint-free Cotton Gloves (pair)')).not.toBeInTheDocument();
  });

  it('links without a suffix where the store has none', async () => {
    render('');
    await screen.findByRole('region', { name: 'You may also like' });
    await waitFor(() => expect(screen.getByRole('link', { name: /Fan Deck Protective Sleeve/ })).toHaveAttribute('href', '/fan-deck-protective-sleeve'));
  });
});
