import { saleProduct } from '../cart/stock';
import { superAttributesFor } from '../repositories/catalog/composites';
import { roundPrice } from '../repositories/catalog/moneyJson';
import { attributeValuesFor } from '../repositories/catalog/productDetails';
import { downloadLimits } from '../repositories/sales/inventory';
import type { CartLine } from '../cart/lines';
import type { LineTotals } from '../cart/totals';
import type { OrderItemInput } from '../repositories/sales/orders';
import type { Database } from 'better-sqlite3';

// Order items copy what the cart line was sold as, so the order reads the same when the catalogue changes.

/** The options of an item as the order page shows them: chosen values (selected) and typed text (entered). */
const itemOptions = (db: Database, storeCode: string, line: CartLine): Pick<OrderItemInput, 'selectedOptions' | 'enteredOptions'> => {
  const selected: Array<{ label: string; value: string }> = [];
  const entered: Array<{ label: string; value: string }> = [];
  if (line.variant) {
    const values = attributeValuesFor(db, [line.variant.id], storeCode).get(line.variant.id) ?? [];
    for (const attribute of superAttributesFor(db, [line.product.id], storeCode).get(line.product.id) ?? []) {
      const value = values.find((v) => v.attribute_id === attribute.attribute_id);
      if (value) selected.push({ label: attribute.label, value: value.label });
    }
  }
  for (const chosen of line.options) {
    if (chosen.values.length > 0) selected.push({ label: chosen.option.title, value: chosen.values.map((v) => v.title).join(', ') });
    else entered.push({ label: chosen.option.title, value: chosen.text ?? '' });
  }
  const byOption = new Map<string, string[]>();
  for (const s of line.bundle) byOption.set(s.option.title, [...(byOption.get(s.option.title) ?? []), `${s.qty} x ${s.child.name}`]);
  for (const [label, values] of byOption) selected.push({ label, value: values.join(', ') });
  return { selectedOptions: selected, enteredOptions: entered };
};

/** The regular unit price (before a special or tier price) with and without tax: the catalogue price, taxed as the line. */
const originalPrices = (t: LineTotals): Pick<OrderItemInput, 'originalPrice' | 'originalPriceInclTax'> => {
  const taxFactor = t.rowExcl > 0 ? t.rowIncl / t.rowExcl : 1;
  const catalogIncludesTax = t.unitCatalog !== t.unitExcl;
  return catalogIncludesTax
    ? { originalPrice: roundPrice(t.regularUnitCatalog / taxFactor), originalPriceInclTax: t.regularUnitCatalog }
    : { originalPrice: t.regularUnitCatalog, originalPriceInclTax: roundPrice(t.regularUnitCatalog * taxFactor) };
};

/** One cart line with its totals as an order item (Magento's ToOrderItem converter). */
export const orderItem = (db: Database, storeCode: string, t: LineTotals): OrderItemInput => {
  const { line } = t;
  const limits = downloadLimits(db, line.links.map((link) => link.id));
  return {
    productId: line.product.id,
    sku: saleProduct(line).sku,
    name: line.product.name,
    productType: line.product.type_id,
    urlKey: line.product.url_key,
    qty: line.qty,
    price: t.unitExcl,
    rowTotal: t.rowExcl,
    taxAmount: t.tax,
    discountAmount: t.discount,
    priceInclTax: t.unitIncl,
    rowTotalInclTax: t.rowIncl,
    ...originalPrices(t),
    ...itemOptions(db, storeCode, line),
    downloadableLinks: line.links.map((link) => ({ id: link.id, title: link.title, numberOfDownloads: limits.get(link.id) ?? 0 })),
  };
};
