import { encodeUid } from '../../../lib/uid';
import { isSubscribedToStockAlert } from '../../../repositories/catalog/productAlerts';
import { isVisible, type ProductRecord } from '../../../repositories/catalog/products';
import { catalogConfig, productUrlSuffix } from './catalogConfig';
import { colorStandardByCode } from './colors';
import { catalogLoaders } from './loaders';
import type { CategoryRecord } from '../../../repositories/catalog/categories';
import type { GraphQLContext } from '../../context';

/** A product as route() returns it: the entity plus the URL it was found under. */
export type ProductSource = ProductRecord & { redirect_code?: number; relative_url?: string };

const linked = (type: 'related' | 'upsell' | 'crosssell') => async (product: ProductRecord, _args: unknown, context: GraphQLContext): Promise<ProductRecord[]> => {
  const loaders = catalogLoaders(context);
  const links = ((await loaders.links.load(product.id)) ?? []).filter((link) => link.link_type === type);
  return (await loaders.products.loadMany(links.map((link) => link.linked_product_id))).filter(isVisible);
};

const html = (value: string | null): { html: string } => ({ html: value ?? '' });

/** Fields every product type shares (ProductInterface, RoutableInterface and the brand extensions). */
export const productFieldResolvers = {
  uid: (product: ProductRecord): string => encodeUid(product.id),
  url_suffix: (_product: ProductRecord, _args: unknown, { store }: GraphQLContext): string => productUrlSuffix(store),
  canonical_url: (product: ProductRecord, _args: unknown, { store }: GraphQLContext): string | null =>
    product.url_key ? `${product.url_key}${productUrlSuffix(store)}` : null,
  relative_url: (product: ProductSource, _args: unknown, { store }: GraphQLContext): string | null =>
    product.relative_url ?? (product.url_key ? `${product.url_key}${productUrlSuffix(store)}` : null),
  redirect_code: (product: ProductSource): number => product.redirect_code ?? 0,
  type: (): string => 'PRODUCT',
  description: (product: ProductRecord): { html: string } => html(product.description),
  short_description: (product: ProductRecord): { html: string } => html(product.short_description),
  stock_status: (product: ProductRecord): string => (product.stock_status === 1 ? 'IN_STOCK' : 'OUT_OF_STOCK'),
  // Magento's OnlyXLeftInStock: the quantity when it is at or below the configured threshold.
  only_x_left_in_stock: (product: ProductRecord): number | null =>
    product.stock_status === 1 && product.qty > 0 && product.qty <= catalogConfig.onlyXLeftThreshold ? product.qty : null,
  categories: async (product: ProductRecord, _args: unknown, context: GraphQLContext): Promise<CategoryRecord[]> => {
    const loaders = catalogLoaders(context);
    const { byId } = loaders.categories();
    return ((await loaders.productCategories.load(product.id)) ?? [])
      .map((id) => byId.get(id)).filter((category): category is CategoryRecord => category !== undefined);
  },
  related_products: linked('related'),
  upsell_products: linked('upsell'),
  crosssell_products: linked('crosssell'),
  is_discontinued: (product: ProductRecord): boolean => product.is_discontinued === 1,
  discontinued_message: (product: ProductRecord): string | null => (product.is_discontinued === 1 ? product.discontinued_message : null),
  color_standard: (product: ProductRecord, _args: unknown, context: GraphQLContext): unknown =>
    (product.color_code ? colorStandardByCode(context, product.color_code) : null),
  stock_alert_subscribed: (product: ProductRecord, _args: unknown, context: GraphQLContext): boolean =>
    context.customerId !== null && isSubscribedToStockAlert(context.db, {
      customerId: context.customerId, productId: product.id, websiteCode: context.store.websiteCode,
    }),
};
