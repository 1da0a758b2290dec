import { type Item, presentItems } from '../../../lib/graphql/present';
import type { ConfigurableOption, ProductDetail, Variant, VariantProduct } from '../catalogTypes';

// Configurable products (spec: "configurable options that switch price, SKU and image"): the
// shopper's choice per attribute, as value uids, and the variant it names.

/** attribute_code → chosen value uid */
export type ConfigurableSelection = Readonly<Record<string, string>>;

export const optionsOf = (product: ProductDetail): ConfigurableOption[] =>
  (product.__typename === 'ConfigurableProduct' ? presentItems(product.configurable_options) : []).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));

/** A configurable product's variants (none for other types). */
const variantsOf = (product: ProductDetail): Variant[] => (product.__typename === 'ConfigurableProduct' ? presentItems(product.variants) : []);

type OptionValue = Item<ConfigurableOption['values']>;

/** The values of a configurable option that can be chosen: those there, with their uid. */
export const valuesOf = (option: ConfigurableOption): Array<OptionValue & { uid: string }> =>
  presentItems(option.values).flatMap((value) => (value.uid ? [{ ...value, uid: value.uid }] : []));

function matches(variant: Variant, selection: ConfigurableSelection): boolean {
  return Object.entries(selection).every(([code, uid]) => presentItems(variant.attributes).some((a) => a.code === code && a.uid === uid));
}

/** The variant named by a complete selection (one value per option), else null. */
export function findVariant(product: ProductDetail, selection: ConfigurableSelection): VariantProduct | null {
  const options = optionsOf(product);
  if (options.length === 0 || options.some((o) => !o.attribute_code || !selection[o.attribute_code])) return null;
  return variantsOf(product).find((variant) => matches(variant, selection))?.product ?? null;
}

/**
 * Whether choosing `valueUid` for `code`, with the other choices kept, leads to a variant in
 * stock: swatches that lead nowhere are marked.
 */
export function isValueAvailable(product: ProductDetail, selection: ConfigurableSelection, code: string, valueUid: string): boolean {
  const wanted: Record<string, string> = { ...selection, [code]: valueUid };
  return variantsOf(product).some((variant) => matches(variant, wanted) && variant.product?.stock_status !== 'OUT_OF_STOCK');
}

/** The chosen value uids in option order (the cart's selected_options). */
export function selectedValueUids(product: ProductDetail, selection: ConfigurableSelection): string[] {
  return optionsOf(product).flatMap((o) => (o.attribute_code && selection[o.attribute_code] ? [selection[o.attribute_code] as string] : []));
}
