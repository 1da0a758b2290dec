import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import AccountPage from '../../../../src/features/account/AccountPage';
import {
  shareEmailsProblem, splitCartFailures, splitEmails, toWishlistItems,
} from '../../../../src/features/account/area/wishlistRules';
import { renderWithApp } from '../../shell/renderShell';
import type { RootState } from '../../../../src/app/store';
import type { WishlistItem } from '../../../../src/features/account/wishlist.gql';

configure({ asyncUtilTimeout: 15000 });

const CHIP = { email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace', default_billing: null, default_shipping: null, wishlist: { id: null, sharing_code: null } };
const signedIn: Partial<RootState> = { user: { isLogin: true, token: 't', email: CHIP.email, addresses: [], customer: CHIP, loading: false } };

const product = (sku: string, name: string, price: number): WishlistItem['product'] => ({
  uid: `uid-${sku}`, sku, name, url_key: sku.toLowerCase(), stock_status: 'IN_STOCK',
  thumbnail: { url: `https://shop.example/media/${sku}.jpg`, label: name },
  price_range: { minimum_price: { final_price: { value: price, currency: 'USD' }, regular_price: { value: price, currency: 'USD' } } },
});
const LOUPE: WishlistItem = { __typename: 'SimpleWishlistItem', id: '11', quantity: 2, description: 'for the studio', added_at: '2026-01-01 10:00:00', product: product('SLOUPE', 'Pocket Loupe', 24.5) };
const DECK: WishlistItem = { __typename: 'SimpleWishlistItem', id: '12', quantity: 1, description: null, added_at: '2026-01-01 10:00:00', product: product('SFD-CORE-C', 'Core Fan Deck Coated', 249) };
const list = (items: WishlistItem[]) => ({ id: '5', items_count: items.length, sharing_code: 'abc', items_v2: { items } });
const OPTIONS_MESSAGE = "The product's required option(s) weren't entered. Make sure the options are entered and try again.";

const ui = (
  <Routes>
    <Route path="/account/*" element={<AccountPage />} />
    <Route path="*" element={<p>elsewhere</p>} />
  </Routes>
);

describe('wish list rules', () => {
  it('tells items lacking required options apart from other failures (spec §4 bulk rule)', () => {
    const result = splitCartFailures(
      [
        { code: 'UNDEFINED', message: OPTIONS_MESSAGE, wishlistItemId: '12' },
        { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available', wishlistItemId: '11' },
        { code: 'UNDEFINED', message: OPTIONS_MESSAGE, wishlistItemId: '99' },
      ],
      [LOUPE, DECK],
    );
    expect(result.needsOptions.map((f) => f.item.id)).toEqual(['12']);
    expect(result.notAdded.map((f) => [f.item.id, f.message])).toEqual([['11', 'The requested qty is not available']]);
  });

  it('checks each comma-separated share address', () => {
    expect(splitEmails(' a@example.com, ,b@example.com,a@example.com ')).toEqual(['a@example.com', 'b@example.com']);
    expect(shareEmailsProblem(' , ')).toEqual({ kind: 'required' });
    expect(shareEmailsProblem('a@example.com, nope, also@bad')).toEqual({ kind: 'invalid', emails: ['nope', 'also@bad'] });
    expect(shareEmailsProblem(Array.from({ length: 11 }, (_, i) => `p${i}@example.com`).join(','))).toEqual({ kind: 'tooMany', max: 10 });
    expect(shareEmailsProblem('a@example.com,b@example.com')).toBeNull();
  });

  it('turns the product form into wish list items', () => {
    expect(toWishlistItems([{ sku: 'SLS', parent_sku: 'SLS', quantity: Number.NaN }])).toEqual([{ sku: 'SLS', quantity: 1 }]);
    expect(toWishlistItems([{ sku: 'SLS-A4', parent_sku: 'SLS', quantity: 3, selected_options: ['x'] }])).toEqual([
      { sku: 'SLS-A4', parent_sku: 'SLS', quantity: 3, selected_options: ['x'] },
    ]);
  });
});

describe('My Wish List page', () => {
  it('says so when the list is empty', async () => {
    renderWithApp(ui, { path: '/account/wishlist', state: signedIn, graphql: { GetCustomerWishlist: () => ({ data: { customer: { wishlist: list([]) } } }) } });
    expect(await screen.findByText('You have no items in your wish list.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share Wish List' })).not.toBeInTheDocument();
  });

  it('lists items with price, quantity and comment, and updates them', async () => {
    const { requests } = renderWithApp(ui, {
      path: '/account/wishlist',
      state: signedIn,
      graphql: {
        GetCustomerWishlist: () => ({ data: { customer: { wishlist: list([LOUPE, DECK]) } } }),
        UpdateCustomerWishlistItems: () => ({ data: { updateProductsInWishlist: { user_errors: [], wishlist: list([{ ...LOUPE, quantity: 3 }, DECK]) } } }),
      },
    });
    const items = await screen.findByRole('list', { name: 'Wish list items' });
    const loupe = within(items).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(loupe).getByRole('link', { name: 'Pocket Loupe' })).toHaveAttribute('href', '/sloupe.html');
    expect(loupe).toHaveTextContent('$24.50');
    expect(within(loupe).getByLabelText('Comment')).toHaveValue('for the studio');
    const qty = within(loupe).getByLabelText('Qty');
    await userEvent.clear(qty);
    await userEvent.type(qty, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Update Wish List' }));
    expect(await screen.findByText('Your wish list has been updated.')).toBeInTheDocument();
    const sent = requests.find((r) => r.operationName === 'UpdateCustomerWishlistItems');
    expect(sent?.variables).toEqual({
      wishlistId: '5',
      items: [{ wishlist_item_id: '11', quantity: 3, description: 'for the studio' }, { wishlist_item_id: '12', quantity: 1, description: '' }],
    });
  });

  it('adds all to the cart and names the items that need their options, with a link to the product', async () => {
    const { requests } = renderWithApp(ui, {
      path: '/account/wishlist',
      state: signedIn,
      graphql: {
        GetCustomerWishlist: () => ({ data: { customer: { wishlist: list([LOUPE, DECK]) } } }),
        AddCustomerWishlistItemsToCart: () => ({
          data: { addWishlistItemsToCart: { status: false, add_wishlist_items_to_cart_user_errors: [{ code: 'UNDEFINED', message: OPTIONS_MESSAGE, wishlistItemId: '12' }], wishlist: list([DECK]) } },
        }),
        createEmptyCart: () => ({ data: { createEmptyCart: 'cart-1' } }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add All to Cart' }));
    expect(await screen.findByText('1 product has been added to your shopping cart.')).toBeInTheDocument();
    expect(screen.getByText('These items need their options chosen on the product page before they can be added to the cart:')).toBeInTheDocument();
    const status = screen.getAllByRole('status').find((s) => s.classList.contains('wishlist__status')) as HTMLElement;
    expect(within(status).getByRole('link', { name: 'Core Fan Deck Coated' })).toHaveAttribute('href', '/sfd-core-c.html');
    expect(requests.find((r) => r.operationName === 'AddCustomerWishlistItemsToCart')?.variables).toEqual({ wishlistId: '5' });
    await waitFor(() => expect(screen.queryByText('Pocket Loupe')).not.toBeInTheDocument());
  });

  it('checks every share address before sending, then shares', async () => {
    const { requests } = renderWithApp(ui, {
      path: '/account/wishlist',
      state: signedIn,
      graphql: {
        GetCustomerWishlist: () => ({ data: { customer: { wishlist: list([LOUPE]) } } }),
        ShareCustomerWishlist: () => ({ data: { shareWishlist: { sent: true } } }),
      },
    });
    const emails = await screen.findByLabelText('Email addresses, separated by commas');
    await userEvent.type(emails, 'friend@example.com, not-an-address');
    await userEvent.type(screen.getByLabelText('Message'), 'Birthday ideas');
    await userEvent.click(screen.getByRole('button', { name: 'Share Wish List' }));
    expect(await screen.findByText('Please enter valid email addresses. Not valid: not-an-address')).toBeInTheDocument();
    expect(requests.some((r) => r.operationName === 'ShareCustomerWishlist')).toBe(false);
    await userEvent.clear(emails);
    await userEvent.type(emails, 'friend@example.com, other@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Share Wish List' }));
    expect(await screen.findByText('Your wish list has been shared.')).toBeInTheDocument();
    expect(requests.find((r) => r.operationName === 'ShareCustomerWishlist')?.variables).toEqual({
      emails: ['friend@example.com', 'other@example.com'],
      message: 'Birthday ideas',
    });
  });
});
