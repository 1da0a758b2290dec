import type { ProductRecord } from '../../../repositories/catalog/products';

const typeNames: Record<ProductRecord['type_id'], string> = {
  simple: 'SimpleProduct',
  virtual: 'VirtualProduct',
  configurable: 'ConfigurableProduct',
  bundle: 'BundleProduct',
  downloadable: 'DownloadableProduct',
};

/** The GraphQL type of a product, from its Magento type_id. */
export const productTypeName = (product: Pick<ProductRecord, 'type_id'>): string => typeNames[product.type_id];

export const productTypeNames = Object.values(typeNames);

/** Physical products have weight (PhysicalProductInterface): simple, configurable, bundle. */
export const isPhysical = (product: Pick<ProductRecord, 'type_id'>): boolean =>
  product.type_id === 'simple' || product.type_id === 'configurable' || product.type_id === 'bundle';
