import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import deDE from '../../../../i18n/de_DE.json';
import enUS from '../../../../i18n/en_US.json';
import { TierPrices, tierLines } from '../../../../src/features/catalog/product/TierPrices';
import { priceFormatFrom } from '../../../../src/lib/format/money';
import type { PriceDisplay } from '../../../../src/components/Price';
import type { TierPrice } from '../../../../src/features/catalog/catalogTypes';

const tier = (quantity: number, price: number, percent: number): TierPrice => ({
  quantity,
  final_price: { value: price, currency: 'USD' },
  discount: { amount_off: null, percent_off: percent },
});

const US: PriceDisplay = { format: priceFormatFrom({ pattern: '$%s', precision: 2, decimalSymbol: '.', groupSymbol: ',', groupLength: 3 }), taxSuffix: null, hidden: false };
const DE: PriceDisplay = { format: priceFormatFrom({ pattern: '%s €', precision: 2, decimalSymbol: ',', groupSymbol: '.', groupLength: 3 }), taxSuffix: '(inkl. MwSt.)', hidden: false };

describe('tierLines', () => {
  it('orders by quantity, rounds the saving, and skips tiers without a usable quantity or price', () => {
    const tiers: Array<TierPrice | null> = [tier(10, 199, 13.1), null, tier(3, 215, 6.52), { quantity: 1, final_price: { value: 5, currency: 'USD' }, discount: null }, { quantity: 4, final_price: null, discount: null }];
    expect(tierLines(tiers)).toEqual([
      { quantity: 3, price: 215, percent: 7 },
      { quantity: 10, price: 199, percent: 13 },
    ]);
    expect(tierLines(null)).toEqual([]);
  });
});

describe('<TierPrices>', () => {
  it("shows 'Buy n for … each and save x%' in the US price format", () => {
    render(
      <IntlProvider locale="en-US" messages={enUS}>
        <TierPrices tiers={[tier(3, 215, 6.52), tier(10, 1199.5, 13.1)]} display={US} />
      </IntlProvider>,
    );
    const list = screen.getByRole('list', { name: 'Volume pricing' });
    expect(Array.from(list.querySelectorAll('li')).map((li) => li.textContent)).toEqual([
      'Buy 3 for $215.00 each and save 7%',
      'Buy 10 for $1,199.50 each and save 13%',
    ]);
  });

  it('uses the store format and the tax wording (DE)', () => {
    render(
      <IntlProvider locale="de-DE" messages={deDE}>
        <TierPrices tiers={[tier(5, 1234.5, 10)]} display={DE} />
      </IntlProvider>,
    );
    expect(screen.getByRole('list', { name: 'Staffelpreise' })).toHaveTextContent('Kaufen Sie 5 für je 1.234,50 € (inkl. MwSt.) und sparen Sie 10 %');
  });

  it('shows nothing when prices are hidden (hide-price) or there are no tiers', () => {
    const { container } = render(
      <IntlProvider locale="en-US" messages={enUS}>
        <TierPrices tiers={[tier(3, 215, 7)]} display={{ ...US, hidden: true }} />
        <TierPrices tiers={[]} display={US} />
      </IntlProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
