import type {
  CategoryFieldsFragment, MediaGalleryFieldsFragment, PriceRangeFieldsFragment, ProductCardFieldsFragment, ProductOptionsFieldsFragment, ProductPageFieldsFragment,
  ProductStockStatus, ResolveRouteQuery,
} from '../../lib/graphql/generated';
import type { Item, Of } from '../../lib/graphql/present';

// The catalogue's result shapes, named for the code that shows them: each is a generated type of the
// documents in catalogFragments.ts and route.gql.ts (npm run codegen), or a part of one. Brand fields
// (@brand) are optional: stock Magento has none.

export type StockStatus = ProductStockStatus;

/** Magento's final and regular prices of a product (minimum and maximum). */
export type PriceRangeData = PriceRangeFieldsFragment;

/** An image with its intrinsic size where the backend gives it (the brand's width/height). */
export interface ImageData {
  url: string | null;
  label: string | null;
  width?: number | null;
  height?: number | null;
}

/** A product gallery entry. */
export type GalleryImage = MediaGalleryFieldsFragment;

/** What a product card shows (listings, carousels, search). */
export type ProductCardData = ProductCardFieldsFragment;

/** A product page's part of the route query (ResolveRoute). */
export type ProductPageData = ProductPageFieldsFragment;

/** A product's options (GetProductOptions), by __typename. */
export type ProductOptionsData = ProductOptionsFieldsFragment;

/**
 * Everything a product page renders at once: its route answer with its options (two queries sent
 * together, see route.gql.ts); reviews and carousels load on their own.
 */
export type ProductDetail = ProductPageData & ProductOptionsData;

/** A category page's own data (from the route query). */
export type CategoryData = CategoryFieldsFragment;

export type Breadcrumb = Item<CategoryData['breadcrumbs']>;
export type CategoryRef = Item<ProductDetail['categories']>;

/** Magento's TierPrice: from `quantity` on, each unit costs `final_price`. */
export type TierPrice = Item<ProductDetail['price_tiers']>;

/** A customizable option of any kind, told apart by __typename. */
export type CustomOption = Item<ProductDetail['options']>;
export type SelectableKind = 'CustomizableDropDownOption' | 'CustomizableRadioOption' | 'CustomizableCheckboxOption' | 'CustomizableMultipleOption';
export type SelectableOption = Of<CustomOption, SelectableKind>;
export type SelectableValue = Item<SelectableOption['values']>;
export type TextOption = Of<CustomOption, 'CustomizableFieldOption' | 'CustomizableAreaOption'>;
export type DateOption = Of<CustomOption, 'CustomizableDateOption'>;
export type FileOption = Of<CustomOption, 'CustomizableFileOption'>;
/** What every option value has: its uid and price. */
export type OptionPrice = Pick<SelectableValue, 'uid' | 'price' | 'price_type'>;

export type ConfigurableProductDetail = Of<ProductDetail, 'ConfigurableProduct'>;
type Configurable = ConfigurableProductDetail;
export type ConfigurableOption = Item<Configurable['configurable_options']>;
export type Variant = Item<Configurable['variants']>;
export type VariantProduct = NonNullable<Variant['product']>;

export type BundleProductDetail = Of<ProductDetail, 'BundleProduct'>;
type Bundle = BundleProductDetail;
export type BundleItem = Item<Bundle['items']>;
export type BundleSelection = Item<BundleItem['options']>;

export type DownloadableProductDetail = Of<ProductDetail, 'DownloadableProduct'>;
type Downloadable = DownloadableProductDetail;
export type DownloadableLink = Item<Downloadable['downloadable_product_links']>;
export type DownloadableSample = Item<Downloadable['downloadable_product_samples']>;

/** What a URL is (spec §2.2 "any other path"): a CMS page, a category, a product, or a bare URL. */
export type RouteEntity = NonNullable<ResolveRouteQuery['route']>;
export type CmsPageData = Of<RouteEntity, 'CmsPage'>;
