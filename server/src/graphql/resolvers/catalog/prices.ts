import { roundPrice } from '../../../repositories/catalog/moneyJson';
import { catalogLoaders } from './loaders';
import type { ProductRecord } from '../../../repositories/catalog/products';
import type { Resolver } from '../types';

export interface Money { value: number; currency: string }

export const money = (value: number, currency: string): Money => ({ value: roundPrice(value), currency });

export const discount = (regular: number, final: number): { amount_off: number; percent_off: number } => {
  const amountOff = roundPrice(Math.max(regular - final, 0));
  return { amount_off: amountOff, percent_off: regular > 0 ? roundPrice((amountOff / regular) * 100) : 0 };
};

const productPrice = (regular: number, final: number, currency: string): unknown => ({
  regular_price: money(regular, currency), final_price: money(final, currency), discount: discount(regular, final),
});

/** From the price index, in the request's currency: configurable, bundle and option prices already resolved. */
const priceRange: Resolver<Record<string, never>, unknown, ProductRecord> = (product) => ({
  minimum_price: productPrice(product.min_regular, product.min_final, product.currency),
  maximum_price: productPrice(product.max_regular, product.max_final, product.currency),
});

const priceTiers: Resolver<Record<string, never>, Promise<unknown>, ProductRecord> = async (product, _args, context) =>
  ((await catalogLoaders(context).tierPrices.load(product.id)) ?? []).map((tier) => ({
    quantity: tier.qty, final_price: money(tier.value, product.currency), discount: discount(product.price, tier.value),
  }));

export const priceFieldResolvers = {
  price_range: priceRange,
  price_tiers: priceTiers,
  special_price: (product: ProductRecord): number | null => product.special_price,
  special_to_date: (product: ProductRecord): string | null => product.special_to_date,
};
