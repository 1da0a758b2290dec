import { encodeUid } from '../../../lib/uid';
import { amountIn } from '../../../repositories/catalog/moneyJson';
import { mediaUrl } from './catalogConfig';
import { catalogLoaders } from './loaders';
import type { ProductRecord } from '../../../repositories/catalog/products';
import type { GraphQLContext } from '../../context';

const links = async (product: ProductRecord, _args: unknown, context: GraphQLContext): Promise<unknown[]> =>
  ((await catalogLoaders(context).downloadableLinks.load(product.id)) ?? []).map((link) => ({
    id: link.id,
    uid: encodeUid(`downloadable/${link.id}`),
    title: link.title,
    sort_order: link.sort_order,
    price: amountIn(link.prices, product.currency),
    sample_url: link.sample_file ? mediaUrl(context.origin, link.sample_file) : null,
  }));

const samples = async (product: ProductRecord, _args: unknown, context: GraphQLContext): Promise<unknown[]> =>
  ((await catalogLoaders(context).downloadableSamples.load(product.id)) ?? []).map((sample) => ({
    id: sample.id,
    title: sample.title,
    sort_order: sample.sort_order,
    sample_url: mediaUrl(context.origin, sample.sample_file),
  }));

export const downloadableFieldResolvers = {
  downloadable_product_links: links,
  downloadable_product_samples: samples,
  links_purchased_separately: (p: ProductRecord): number => p.links_purchased_separately ?? 0,
  links_title: (p: ProductRecord): string | null => p.links_title,
};
