import { type CategoryRecord, listCategories, productCategoryIds } from '../../../repositories/catalog/categories';
import {
  bundleOptionsFor, downloadableLinksFor, downloadableSamplesFor, superAttributesFor, variantsFor,
} from '../../../repositories/catalog/composites';
import {
  attributeValuesFor, customOptionsFor, mediaFor, productLinksFor, tierPricesFor,
} from '../../../repositories/catalog/productDetails';
import { findProductsByIds } from '../../../repositories/catalog/products';
import { reviewSummariesFor } from '../../../repositories/catalog/reviews';
import { BatchLoader, requestScoped } from '../../loaders';
import type { GraphQLContext } from '../../context';

const createLoaders = (context: GraphQLContext) => {
  const { db } = context;
  const store = context.store.code;
  const currency = context.currencyCode;
  let categories: { list: CategoryRecord[]; byId: Map<number, CategoryRecord> } | null = null;
  return {
    products: new BatchLoader((ids) => findProductsByIds(db, { store, currency }, ids)),
    media: new BatchLoader((ids) => mediaFor(db, ids)),
    tierPrices: new BatchLoader((ids) => tierPricesFor(db, ids, currency)),
    links: new BatchLoader((ids) => productLinksFor(db, ids)),
    attributes: new BatchLoader((ids) => attributeValuesFor(db, ids, store)),
    customOptions: new BatchLoader((ids) => customOptionsFor(db, ids, store)),
    superAttributes: new BatchLoader((ids) => superAttributesFor(db, ids, store)),
    variants: new BatchLoader((ids) => variantsFor(db, ids)),
    bundleOptions: new BatchLoader((ids) => bundleOptionsFor(db, ids, store)),
    downloadableLinks: new BatchLoader((ids) => downloadableLinksFor(db, ids, store)),
    downloadableSamples: new BatchLoader((ids) => downloadableSamplesFor(db, ids, store)),
    reviewSummaries: new BatchLoader((ids) => reviewSummariesFor(db, store, ids)),
    productCategories: new BatchLoader((ids) => productCategoryIds(db, ids)),
    /** The store's category tree, read once per request. */
    categories: (): { list: CategoryRecord[]; byId: Map<number, CategoryRecord> } => {
      if (!categories) {
        const list = listCategories(db, store);
        categories = { list, byId: new Map(list.map((category) => [category.id, category])) };
      }
      return categories;
    },
  };
};

export type CatalogLoaders = ReturnType<typeof createLoaders>;

export const catalogLoaders = (context: GraphQLContext): CatalogLoaders => requestScoped(context, 'catalog', () => createLoaders(context));
