import { screen } from '@testing-library/react';
import { MoreInformation } from '../../../../../src/features/catalog/product/MoreInformation';
import { renderWithApp } from '../../../shell/renderShell';
import { fixture } from '../fixtures';

// The More Information table as a shopper reads it: the country named in their language (Magento stores its
// code) and the weight with the store's unit (general/locale/weight_unit).

function render(country: string | null, weightUnit: string) {
  const product = { ...fixture('SFD-CORE-C'), country_of_manufacture: country, weight: 0.9 };
  return renderWithApp(<MoreInformation product={product} sku="SFD-CORE-C" />, {
    graphql: {
      GetCatalogConfig: () => ({ data: { storeConfig: { __typename: 'StoreConfig', store_code: 'na_us', weight_unit: weightUnit }, currency: null } }),
    },
  });
}

const value = (label: string) => screen.getByRole('rowheader', { name: label }).nextElementSibling?.textContent;

describe('MoreInformation', () => {
  it("names the country of manufacture and writes the weight in the store's unit", async () => {
    render('DE', 'kgs');
    expect(value('Country of Manufacture')).toBe('Germany');
    expect(await screen.findByText('0.9 kg')).toBeInTheDocument();
    expect(value('SKU')).toBe('SFD-CORE-C');
  });

  it("pounds by default (Magento's lbs); a country that is no code stays as the store wrote it", async () => {
    render('Made in Italy', 'lbs');
    expect(value('Country of Manufacture')).toBe('Made in Italy');
    expect(await screen.findByText('0.9 lb')).toBeInTheDocument();
  });
});
