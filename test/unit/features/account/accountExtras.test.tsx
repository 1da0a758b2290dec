import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterLoginPath, reopensMiniCart } from '../../../../src/features/account/afterLogin';
import { starsOf } from '../../../../src/features/account/area/Reviews';
import VatNumber from '../../../../src/features/account/area/VatNumber';
import { renderWithApp } from '../../shell/renderShell';
import { accountRoutes, signedIn } from './signedInAccount';

configure({ asyncUtilTimeout: 15000 });

const ui = accountRoutes;

describe('the checkout-source round trip', () => {
  it('goes back to the mini-cart page (mini-cart open) or to checkout', () => {
    expect(afterLoginPath('', '/colour-guides.html?page=2')).toBe('/colour-guides.html?page=2');
    expect(reopensMiniCart('', 'minicart', '/colour-guides.html')).toBe(true);
    expect(reopensMiniCart('', 'checkout', '/checkout')).toBe(false);
    expect(reopensMiniCart('?returnTo=%2Faccount%2Fwishlist', 'minicart', '/')).toBe(false);
    expect(reopensMiniCart('', 'minicart', '//evil.example')).toBe(false);
    expect(afterLoginPath('?returnTo=%2Fcheckout', '')).toBe('/checkout');
  });

  it.each([
    '/%09/evil.example', '/%0A/evil.example', '/%0D%0A/evil.example', '//evil.example', '/%5Cevil.example', '%2F%2Fevil.example',
    'https://evil.example/', 'javascript:alert(1)', '/\\evil.example', '%00/evil.example',
  ])('never follows returnTo=%s off the site', (value) => {
    expect(afterLoginPath(`?returnTo=${value}`, '')).toBe('/account');
    expect(reopensMiniCart(`?returnTo=${value}`, 'minicart', '')).toBe(true);
  });
});

describe('My Product Reviews', () => {
  it('reads ratings as Magento sends them', () => {
    expect(starsOf(80)).toBe(4);
    expect(starsOf(73.33)).toBe(3.7);
  });

  it('lists the reviews with product link, rating, summary and a localised date; empty state', async () => {
    const review = {
      created_at: '2026-03-04 10:20:30', summary: 'True colours', text: 'Every swatch matches.', nickname: 'Ada', average_rating: 80,
      ratings_breakdown: [{ name: 'Quality', value: '4' }], product: { uid: 'u1', name: 'Core Fan Deck Coated', url_key: 'core-fan-deck-coated', sku: 'SFD-CORE-C' },
    };
    renderWithApp(ui, { path: '/account/reviews', state: signedIn, graphql: { GetCustomerReviews: () => ({ data: { customer: { reviews: { items: [review] } } } }) } });
    expect(await screen.findByRole('link', { name: 'Core Fan Deck Coated' })).toHaveAttribute('href', '/core-fan-deck-coated.html');
    expect(screen.getByText('3/4/2026')).toBeInTheDocument();
    expect(screen.getByText('4 out of 5')).toBeInTheDocument();
    expect(screen.getByText('True colours')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    renderWithApp(ui, { path: '/account/reviews', state: signedIn, graphql: { GetCustomerReviews: () => ({ data: { customer: { reviews: { items: [] } } } }) } });
    expect(await screen.findByText('You have submitted no reviews.')).toBeInTheDocument();
  });
});

describe('Downloadable Products', () => {
  it('lists each purchased link with its order, date, status, downloads left and the download when available', async () => {
    const here = window.location.origin;
    const links = [
      { order_increment_id: '000000002', date: '2026-02-01 09:00:00', status: 'available', download_url: `${here}/downloadable/download/link/id/abc/`, remaining_downloads: 'Unlimited' },
      { order_increment_id: '000000003', date: '2026-02-03 09:00:00', status: 'pending', download_url: `${here}/downloadable/download/link/id/def/`, remaining_downloads: '3' },
      // A link the server gives to another site is not offered.
      { order_increment_id: '000000004', date: '2026-02-04 09:00:00', status: 'available', download_url: 'https://evil.example/downloadable/download/link/id/ghi/', remaining_downloads: '1' },
    ];
    renderWithApp(ui, { path: '/account/downloadable', state: signedIn, graphql: { GetCustomerDownloadableProducts: () => ({ data: { customerDownloadableProducts: { items: links } } }) } });
    expect(await screen.findByRole('link', { name: '000000002' })).toHaveAttribute('href', '/account/order-history/view/000000002');
    expect(screen.getByText('2/1/2026')).toBeInTheDocument();
    expect(screen.getByText('Unlimited')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download (order 000000002)' })).toHaveAttribute('href', links[0]?.download_url);
    expect(screen.queryByRole('link', { name: 'Download (order 000000003)' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '000000004' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download (order 000000004)' })).not.toBeInTheDocument();
  });

  it('says when there are none', async () => {
    renderWithApp(ui, { path: '/account/downloadable', state: signedIn, graphql: { GetCustomerDownloadableProducts: () => ({ data: { customerDownloadableProducts: { items: [] } } }) } });
    expect(await screen.findByText('You have not purchased any downloadable products yet.')).toBeInTheDocument();
  });
});

describe('VAT Number', () => {
  it('shows the number, and the §8 note when it is not validated; saves a new one', async () => {
    const { requests, store } = renderWithApp(<VatNumber />, {
      state: signedIn,
      graphql: {
        GetCurrentVat: () => ({ data: { currentVat: { valid: false, vat_number: 'DE12', valid_country: null } } }),
        SetCustomerVatNumber: () => ({ data: { setCustomerVatNumber: { valid: true, vat_number: 'DE123456789', valid_country: 'DE' } } }),
      },
    });
    expect(await screen.findByText('Not validated')).toBeInTheDocument();
    expect(screen.getByText(/charged VAT at the current German rate/)).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'VAT Number' });
    expect(field).toHaveValue('DE12');
    await userEvent.clear(field);
    await userEvent.type(field, 'DE123456789{Enter}');
    expect(await screen.findByText('Your VAT number has been saved.')).toBeInTheDocument();
    expect(screen.getByText('Valid')).toBeInTheDocument();
    expect(screen.queryByText(/current German rate/)).not.toBeInTheDocument();
    expect(requests.find((r) => r.operationName === 'SetCustomerVatNumber')?.variables).toEqual({ vatNumber: 'DE123456789' });
    expect(store.getState().app.vatValid).toBe(true);
  });
});
