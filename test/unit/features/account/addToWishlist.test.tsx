import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddToWishlist } from '../../../../src/features/account/AddToWishlist';
import { renderWithApp, where } from '../../shell/renderShell';
import type { RootState } from '../../../../src/app/store';

configure({ asyncUtilTimeout: 15000 });

const signedIn: Partial<RootState> = {
  user: { isLogin: true, token: 't', email: 'ada@example.com', addresses: [], customer: null, loading: false },
};
const items = () => [{ sku: 'SLS', parent_sku: 'SLS', quantity: Number.NaN }];

describe('Add to Wish List (product page)', () => {
  it('tells a guest to sign in first, with a link that comes back to the product', async () => {
    const { requests } = renderWithApp(<AddToWishlist name="Swatch Sheets" items={items} />, { path: '/swatch-sheets.html' });
    await userEvent.click(screen.getByRole('button', { name: 'Add to Wish List' }));
    expect(screen.getByRole('status')).toHaveTextContent('Please sign in to add products to your wish list.');
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(where()).toBe('/customer/account/login?returnTo=%2Fswatch-sheets.html');
    expect(requests.some((r) => r.operationName === 'AddProductsToCustomerWishlist')).toBe(false);
  });

  it("adds the product with the options chosen so far to the signed-in shopper's list", async () => {
    const { requests } = renderWithApp(<AddToWishlist name="Swatch Sheets" items={items} />, {
      state: signedIn,
      graphql: { AddProductsToCustomerWishlist: () => ({ data: { addProductsToWishlist: { user_errors: [], wishlist: { id: '5', items_count: 1 } } } }) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add to Wish List' }));
    expect(await screen.findByText('Swatch Sheets has been added to your wish list.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Wish List' })).toHaveAttribute('href', '/account/wishlist');
    await waitFor(() =>
      expect(requests.find((r) => r.operationName === 'AddProductsToCustomerWishlist')?.variables).toEqual({ wishlistId: '0', items: [{ sku: 'SLS', quantity: 1 }] }),
    );
  });

  it("shows the server's message when the product cannot be added", async () => {
    renderWithApp(<AddToWishlist name="Gone" items={() => [{ sku: 'GONE', quantity: 1 }]} />, {
      state: signedIn,
      graphql: {
        AddProductsToCustomerWishlist: () => ({
          data: { addProductsToWishlist: { user_errors: [{ code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "GONE"' }], wishlist: { id: '5', items_count: 0 } } },
        }),
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add to Wish List' }));
    expect(await screen.findByText('Could not find a product with SKU "GONE"')).toBeInTheDocument();
  });
});
