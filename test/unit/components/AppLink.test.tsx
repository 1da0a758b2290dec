import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppLink } from '../../../src/components/AppLink';
import { renderWithApp, where } from '../shell/renderShell';

function Links() {
  return (
    <>
      <AppLink to="/checkout/cart">Cart</AppLink>
      <AppLink to="https://connect.spectrane.example/">Connect</AppLink>
      <AppLink to="HTTP://upper.example/">Upper</AppLink>
      <AppLink to="//relative.example/">Relative</AppLink>
      <AppLink to="mailto:help@spectrane.example">Mail</AppLink>
      <AppLink to="javascript:alert(1)">Script</AppLink>
    </>
  );
}

describe('AppLink (spec §2.3)', () => {
  it('prefixes internal links with the route base and routes them in-app', async () => {
    renderWithApp(<Links />, { basename: '/hk/tc' });
    const cart = screen.getByRole('link', { name: 'Cart' });
    expect(cart).toHaveAttribute('href', '/hk/tc/checkout/cart');
    expect(cart).not.toHaveAttribute('target');
    await userEvent.click(cart);
    expect(where()).toBe('/checkout/cart');
  });

  it('opens links to other sites (http, https, //host) as external links, in a new tab without an opener', () => {
    renderWithApp(<Links />, { basename: '/hk/tc' });
    for (const name of ['Connect', 'Upper', 'Relative']) {
      const link = screen.getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: 'Connect (opens in a new tab)' })).toHaveAttribute('href', 'https://connect.spectrane.example/');
  });

  it('keeps other schemes as plain links and never links javascript:', () => {
    renderWithApp(<Links />);
    expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', 'mailto:help@spectrane.example');
    expect(screen.queryByRole('link', { name: 'Script' })).not.toBeInTheDocument();
    expect(screen.getByText('Script')).toBeInTheDocument();
  });
});
