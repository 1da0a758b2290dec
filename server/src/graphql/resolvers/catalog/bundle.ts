import { encodeUid } from '../../../lib/uid';
import { amountIn } from '../../../repositories/catalog/moneyJson';
import { catalogLoaders } from './loaders';
import { discount, money } from './prices';
import type { BundleOption, BundleSelection } from '../../../repositories/catalog/composites';
import type { ProductRecord } from '../../../repositories/catalog/products';
import type { GraphQLContext } from '../../context';

// A fixed-price bundle prices its selections (money, or a percentage of the bundle price); a dynamic
// one charges each child's own price.
const selectionPrice = (bundle: ProductRecord, selection: BundleSelection, child: ProductRecord | undefined, kind: 'regular' | 'final'): number => {
  if (bundle.dynamic_price === 1) return (kind === 'regular' ? child?.min_regular : child?.min_final) ?? 0;
  const amount = amountIn(selection.prices, selection.price_type === 'PERCENT' ? 'USD' : bundle.currency);
  return selection.price_type === 'PERCENT' ? (bundle.price * amount) / 100 : amount;
};

const itemOutput = (bundle: ProductRecord, option: BundleOption, children: Map<number, ProductRecord>): unknown => {
  const prices = (kind: 'regular' | 'final'): number[] =>
    option.selections.map((s) => selectionPrice(bundle, s, children.get(s.product_id), kind) * s.qty);
  const range = (pick: (values: number[]) => number): unknown => {
    const regular = pick(prices('regular'));
    const final = pick(prices('final'));
    return { regular_price: money(regular, bundle.currency), final_price: money(final, bundle.currency), discount: discount(regular, final) };
  };
  const hasSelections = option.selections.length > 0;
  return {
    option_id: option.id,
    uid: encodeUid(`bundle/${option.id}`),
    title: option.title,
    type: option.type,
    required: option.required === 1,
    position: option.position,
    sku: bundle.sku,
    price_range: {
      minimum_price: range((values) => (hasSelections ? Math.min(...values) : 0)),
      maximum_price: range((values) => (hasSelections ? Math.max(...values) : 0)),
    },
    options: option.selections.map((selection) => {
      const child = children.get(selection.product_id);
      return {
        id: selection.id,
        uid: encodeUid(`bundle/${option.id}/${selection.id}/${selection.qty}`),
        label: child?.name ?? '',
        quantity: selection.qty,
        qty: selection.qty,
        position: selection.position,
        is_default: selection.is_default === 1,
        can_change_quantity: selection.can_change_qty === 1,
        price_type: bundle.dynamic_price === 1 ? 'DYNAMIC' : selection.price_type,
        price: bundle.dynamic_price === 1 ? child?.min_final ?? 0
          : amountIn(selection.prices, selection.price_type === 'PERCENT' ? 'USD' : bundle.currency),
        product: child ?? null,
      };
    }),
  };
};

const items = async (bundle: ProductRecord, _args: unknown, context: GraphQLContext): Promise<unknown[]> => {
  const loaders = catalogLoaders(context);
  const options = (await loaders.bundleOptions.load(bundle.id)) ?? [];
  const children = await loaders.products.loadMany(options.flatMap((o) => o.selections.map((s) => s.product_id)));
  const byId = new Map(children.map((child) => [child.id, child]));
  return options.map((option) => itemOutput(bundle, option, byId));
};

export const bundleFieldResolvers = {
  items,
  dynamic_price: (p: ProductRecord): boolean => p.dynamic_price === 1,
  dynamic_sku: (p: ProductRecord): boolean => p.dynamic_sku === 1,
  dynamic_weight: (p: ProductRecord): boolean => p.dynamic_weight === 1,
};
