import { fireEvent, screen, waitFor } from '@testing-library/react';
import SheetBuilder from '../../../../../src/features/catalog/sheet/SheetBuilder';
import { renderWithApp } from '../../../shell/renderShell';

// The builder as a shopper uses it: colours from the category's chips, a sheet of `size` slots with its
// count, a deactivated colour marked and refused, chips taken off again, Add enabled once a chip is on.

const chip = (code: string, name: string, hex: string, inStock = true) => ({
  __typename: 'SimpleProduct', uid: `uid-${code}`, sku: `SCH-${code}`, stock_status: inStock ? 'IN_STOCK' : 'OUT_OF_STOCK',
  color_standard: { __typename: 'ColorStandard', code, name, hex },
});

function render(size = 2) {
  return renderWithApp(<SheetBuilder categoryUid="OA==" />, {
    graphql: {
      GetCatalogConfig: () => ({ data: { storeConfig: { __typename: 'StoreConfig', store_code: 'na_us', product_url_suffix: '.html', category_url_suffix: '.html' }, currency: null } }),
      GetBuildYourSheet: () => ({
        data: {
          categories: { __typename: 'CategoryResult', items: [{ __typename: 'CategoryTree', uid: 'OA==', sheet: { __typename: 'BuildYourSheet', size, product: {
            __typename: 'SimpleProduct', uid: 'uid-sheet', sku: 'SBS-SHEET', name: 'Your Color Sheet',
            price_range: { __typename: 'PriceRange', minimum_price: { __typename: 'ProductPrice', final_price: { __typename: 'Money', value: 29, currency: 'USD' }, regular_price: { __typename: 'Money', value: 29, currency: 'USD' } } },
            options: [{ __typename: 'CustomizableFieldOption', uid: 'opt-uid', value: { __typename: 'CustomizableFieldValue', uid: 'opt-uid', sku: 'CHIPS' } }],
          } } }] },
          products: { __typename: 'Products', items: [chip('SR-110', 'Poppy Red', '#d7263d'), chip('SY-310', 'Mustard', '#c9a227', false), chip('SB-120', 'Harbour Blue', '#1f5f8b'), chip('SN-500', 'Jet Black', '#111111')] },
        },
      }),
    },
  });
}

const colour = (code: string) => screen.getByRole('button', { name: new RegExp(`^${code} `) });

describe('SheetBuilder', () => {
  it('fills the sheet slot by slot, refuses a deactivated colour and a chip too many, and takes chips off', async () => {
    render(2);
    await screen.findByRole('region', { name: 'Build your sheet' });
    const count = screen.getByTestId('sheet-count');
    expect(count).toHaveTextContent('0 of 2 chips');
    expect(screen.getAllByText(/^Empty slot/)).toHaveLength(2);
    const add = screen.getByRole('button', { name: 'Add sheet to cart' });
    expect(add).toBeDisabled();

    fireEvent.click(colour('SR-110'));
    expect(count).toHaveTextContent('1 of 2 chips');
    expect(colour('SR-110')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Poppy Red (SR-110) added: 1 of 2 chips.');
    expect(add).toBeEnabled();

    // Deactivated: marked, aria-disabled, refused with a reason.
    expect(colour('SY-310')).toHaveAttribute('aria-disabled', 'true');
    expect(colour('SY-310')).toHaveTextContent('Deactivated');
    fireEvent.click(colour('SY-310'));
    expect(count).toHaveTextContent('1 of 2 chips');
    expect(screen.getByRole('status')).toHaveTextContent('Mustard (SY-310) is temporarily deactivated and cannot be added to your sheet.');

    fireEvent.click(colour('SB-120'));
    expect(count).toHaveTextContent('2 of 2 chips');
    // Full: the other colours say so and are not added.
    expect(colour('SN-500')).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(colour('SN-500'));
    expect(count).toHaveTextContent('2 of 2 chips');
    expect(screen.getByRole('status')).toHaveTextContent('Your sheet is full (2 chips). Remove a chip to add Jet Black.');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Poppy Red (SR-110) from the sheet' }));
    await waitFor(() => expect(count).toHaveTextContent('1 of 2 chips'));
    expect(colour('SR-110')).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Clear sheet' }));
    expect(count).toHaveTextContent('0 of 2 chips');
    expect(add).toBeDisabled();
  });
});
