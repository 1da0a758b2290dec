import { useIntl } from 'react-intl';
import { useT } from '../../../lib/i18n/useT';
import { useCatalogConfig } from '../../../shared/catalog/useCatalogConfig';
import type { ProductDetail } from '../catalogTypes';

/** A country's name in the shopper's language for its ISO code (Magento stores the code); anything else as it is. */
function countryName(intl: ReturnType<typeof useIntl>, code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  return intl.formatDisplayName(code, { type: 'region', fallback: 'code' }) ?? code;
}

/**
 * The "More Information" table: what the catalogue knows about the product beyond its description, in the
 * shopper's language (the country's name, the weight with the store's unit).
 */
export function MoreInformation({ product, sku }: { product: ProductDetail; sku: string }) {
  const t = useT();
  const intl = useIntl();
  const { config } = useCatalogConfig();
  const rows: Array<[string, string]> = [[t('catalog.product.sku'), sku]];
  if (product.canonical_name) rows.push([t('catalog.product.canonicalName'), product.canonical_name]);
  if (product.color_standard) {
    rows.push([t('catalog.product.colorStandard'), `${product.color_standard.code}${product.color_standard.name ? ` · ${product.color_standard.name}` : ''}`]);
    rows.push([t('catalog.product.hex'), product.color_standard.hex]);
  }
  if (product.country_of_manufacture) rows.push([t('catalog.product.countryOfManufacture'), countryName(intl, product.country_of_manufacture)]);
  // Only physical products (Magento's PhysicalProductInterface) have a weight.
  const weight = 'weight' in product ? product.weight : null;
  if (typeof weight === 'number' && weight > 0) rows.push([t('catalog.product.weight'), intl.formatNumber(weight, { style: 'unit', unit: config.weightUnit })]);
  return (
    <table className="product-info-table">
      <caption className="visually-hidden">{t('catalog.tabs.moreInformation')}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
