import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import enUS from '../../../i18n/en_US.json';
import { Price, type PriceDisplay, PriceRange } from '../../../src/components/Price';
import { priceFormatFrom } from '../../../src/lib/format/money';
import type { ReactElement } from 'react';

const DE: PriceDisplay = {
  format: priceFormatFrom({ pattern: '%s €', decimalSymbol: ',', groupSymbol: '.' }),
  taxSuffix: '(inkl. MwSt.)',
  hidden: false,
};
const US: PriceDisplay = { format: priceFormatFrom({ pattern: '$%s' }), taxSuffix: null, hidden: false };

const show = (ui: ReactElement) => render(<IntlProvider locale="en" messages={enUS}>{ui}</IntlProvider>);

describe('Price', () => {
  it('shows one price in the store format with its tax suffix', () => {
    const { container } = show(<Price display={DE} final={1249} />);
    expect(container).toHaveTextContent('1.249,00 € (inkl. MwSt.)');
    expect(container.querySelector('del')).toBeNull();
  });

  it('strikes the old price through and shows the special price in red, both named for screen readers', () => {
    const { container } = show(<Price display={US} final={199} regular={229} />);
    expect(container.querySelector('del')).toHaveTextContent('$229.00');
    const special = container.querySelector('.price__final--special');
    expect(special).toHaveTextContent('Special Price $199.00');
    expect(container).toHaveTextContent('Regular Price $229.00');
  });

  it('with hide-price on for a guest, shows the sign-in hint instead of any amount', () => {
    const { container } = show(<Price display={{ ...US, hidden: true }} final={199} regular={229} />);
    expect(container).toHaveTextContent('Sign in to see prices');
    expect(container).not.toHaveTextContent('$');
  });
});

describe('PriceRange', () => {
  it('says "From … to …" when the minimum and maximum differ', () => {
    show(<PriceRange display={US} minimum={{ final: 12 }} maximum={{ final: 29 }} />);
    expect(screen.getByText('From $12.00 to $29.00')).toBeInTheDocument();
  });

  it('shows one price (with its special price) when they are the same', () => {
    const { container } = show(<PriceRange display={US} minimum={{ final: 9, regular: 12 }} maximum={{ final: 9, regular: 12 }} />);
    expect(container).not.toHaveTextContent('From');
    expect(container.querySelector('del')).toHaveTextContent('$12.00');
  });
});
