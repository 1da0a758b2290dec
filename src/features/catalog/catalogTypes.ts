// Client shapes of the catalogue's GraphQL results (Magento 2.4.8 names; brand fields marked).
// Written by hand next to the documents in catalogFragments.ts: keep the two in step.

export type StockStatus = 'IN_STOCK' | 'OUT_OF_STOCK';
export type PriceType = 'FIXED' | 'PERCENT' | 'DYNAMIC';

export interface MoneyValue {
  value: number | null;
  currency: string | null;
}

export interface ProductPrice {
  regular_price: MoneyValue;
  final_price: MoneyValue;
}

export interface PriceRangeData {
  minimum_price: ProductPrice;
  maximum_price: ProductPrice | null;
}

export interface ImageData {
  url: string | null;
  label: string | null;
  width: number | null;
  height: number | null;
}

export interface GalleryImage extends ImageData {
  position: number | null;
  disabled: boolean | null;
}

/** What a product card shows (listings, carousels, search). */
export interface ProductCardData {
  __typename: string;
  uid: string;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  stock_status: StockStatus | null;
  only_x_left_in_stock: number | null;
  /** Brand field. */
  is_discontinued: boolean;
  small_image: ImageData | null;
  short_description: { html: string } | null;
  price_range: PriceRangeData;
}

export interface Breadcrumb {
  category_uid: string;
  category_name: string | null;
  category_url_path: string | null;
}

export interface CategoryRef {
  uid: string;
  name: string | null;
  url_path: string | null;
  breadcrumbs: Breadcrumb[] | null;
}

/** A category page's own data (from the route query). */
export interface CategoryData {
  __typename: 'CategoryTree';
  uid: string;
  name: string | null;
  /** description and image, aliased (see catalogFragments.ts). */
  category_description: string | null;
  category_image: string | null;
  url_path: string | null;
  meta_title: string | null;
  meta_description: string | null;
  default_sort_by: string | null;
  breadcrumbs: Breadcrumb[] | null;
  /** Brand fields. */
  image_width: number | null;
  image_height: number | null;
  build_your_sheet: boolean;
  deactivated_color_count: number;
  build_your_sheet_notice: string | null;
}

interface OptionBase {
  uid: string;
  title: string | null;
  required: boolean | null;
  sort_order: number | null;
}

export interface OptionPrice {
  uid: string;
  price: number | null;
  price_type: PriceType | null;
}

export interface SelectableValue extends OptionPrice {
  title: string | null;
  sort_order: number | null;
}

export type SelectableKind = 'CustomizableDropDownOption' | 'CustomizableRadioOption' | 'CustomizableCheckboxOption' | 'CustomizableMultipleOption';

export interface SelectableOption extends OptionBase {
  __typename: SelectableKind;
  values: SelectableValue[] | null;
}

export interface TextOption extends OptionBase {
  __typename: 'CustomizableFieldOption' | 'CustomizableAreaOption';
  entered: (OptionPrice & { max_characters: number | null }) | null;
}

export interface DateOption extends OptionBase {
  __typename: 'CustomizableDateOption';
  entered: (OptionPrice & { type: 'DATE' | 'DATE_TIME' | 'TIME' | null }) | null;
}

export interface FileOption extends OptionBase {
  __typename: 'CustomizableFileOption';
  entered: (OptionPrice & { file_extension: string | null }) | null;
}

export type CustomOption = SelectableOption | TextOption | DateOption | FileOption;

export interface ConfigurableValue {
  uid: string;
  label: string | null;
  swatch_data: { __typename: string; value: string | null } | null;
}

export interface ConfigurableOption {
  uid: string;
  attribute_code: string | null;
  label: string | null;
  position: number | null;
  values: ConfigurableValue[] | null;
}

export interface VariantProduct {
  uid: string;
  sku: string | null;
  stock_status: StockStatus | null;
  only_x_left_in_stock: number | null;
  image: ImageData | null;
  media_gallery: GalleryImage[] | null;
  price_range: PriceRangeData;
}

export interface Variant {
  attributes: Array<{ code: string | null; uid: string }> | null;
  product: VariantProduct | null;
}

export interface BundleSelection {
  uid: string;
  label: string | null;
  quantity: number | null;
  can_change_quantity: boolean | null;
  is_default: boolean | null;
  price: number | null;
  price_type: PriceType | null;
  position: number | null;
  product: { uid: string; stock_status: StockStatus | null; price_range: PriceRangeData } | null;
}

export interface BundleItem {
  uid: string | null;
  title: string | null;
  /** radio, select, checkbox, multi */
  type: string | null;
  required: boolean | null;
  position: number | null;
  options: BundleSelection[] | null;
}

export interface DownloadableLink {
  uid: string;
  title: string | null;
  price: number | null;
  sample_url: string | null;
  sort_order: number | null;
}

export interface DownloadableSample {
  title: string | null;
  sample_url: string | null;
  sort_order: number | null;
}

/** Everything a product page renders at once (route query); reviews and carousels load on their own. */
/** Magento's TierPrice: from `quantity` on, each unit costs `final_price`. */
export interface TierPrice {
  quantity: number | null;
  final_price: { value: number | null; currency?: string | null } | null;
  discount: { amount_off: number | null; percent_off: number | null } | null;
}

export interface ProductDetail extends ProductCardData {
  id: number | null;
  canonical_url: string | null;
  meta_title: string | null;
  meta_description: string | null;
  min_sale_qty: number | null;
  max_sale_qty: number | null;
  rating_summary: number;
  review_count: number;
  price_tiers?: Array<TierPrice | null> | null;
  description: { html: string } | null;
  image: ImageData | null;
  media_gallery: GalleryImage[] | null;
  categories: CategoryRef[] | null;
  country_of_manufacture: string | null;
  /** Brand fields. */
  discontinued_message: string | null;
  render_type: string | null;
  canonical_name: string | null;
  stock_alert_subscribed: boolean;
  color_standard: { code: string; name: string | null; hex: string } | null;
  weight?: number | null;
  options?: CustomOption[] | null;
  configurable_options?: ConfigurableOption[] | null;
  variants?: Variant[] | null;
  dynamic_price?: boolean | null;
  items?: BundleItem[] | null;
  links_purchased_separately?: number | null;
  links_title?: string | null;
  downloadable_product_links?: DownloadableLink[] | null;
  downloadable_product_samples?: DownloadableSample[] | null;
}

export interface CmsPageData {
  __typename: 'CmsPage';
  identifier: string | null;
  title: string | null;
  content_heading: string | null;
  content: string | null;
  meta_title: string | null;
  meta_description: string | null;
}

export interface RouteBase {
  relative_url: string | null;
  redirect_code: number;
  type: 'CATEGORY' | 'CMS_PAGE' | 'PRODUCT' | null;
}

export type RouteEntity =
  | (RouteBase & CmsPageData)
  | (RouteBase & CategoryData)
  | (RouteBase & ProductDetail)
  | (RouteBase & { __typename: 'RoutableUrl' });
