import './CategoryPage.css';
import { lazy, Suspense, useMemo } from 'react';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { SafeHtml } from '../../../components/SafeHtml';
import { useAfterPaintIdle } from '../../../lib/browser/afterPaint';
import { useT } from '../../../lib/i18n/useT';
import { plainText } from '../../../lib/seo/structuredData';
import { categoryPath } from '../../../shared/catalog/catalogUrls';
import { useCatalogConfig } from '../../../shared/catalog/useCatalogConfig';
import { withDocuments } from '../../../shared/pageData/pageData';
import { useCatalogSeo } from '../../../shared/seo/useCatalogSeo';
import { BestSellers } from '../BestSellers';
import { GET_PRODUCT_LISTING } from '../listing/listing.gql';
import { categoryDefaultSort } from '../listing/listingVariables';
import { ProductListing } from '../listing/ProductListing';
import { categoryCrumbs } from './categoryCrumbs';
import { CATEGORY_DATA } from './categoryData';
import type { CategoryData } from '../catalogTypes';

// Build Your Sheet's builder comes with its own chunk, on such a category only; a target without the
// capability (stock Magento) has neither the chunk nor its brand query.
const SheetBuilder = __CAPABILITIES__.sheetBuilder ? lazy(() => import(/* webpackChunkName: "sheet-builder" */ '../sheet/SheetBuilder')) : null;

/** The page's data for its loader (FallbackPage's PAGE_DATA, once the route names a category): CATEGORY_DATA with its documents. */
export const PAGE_DATA = withDocuments(CATEGORY_DATA, { listing: GET_PRODUCT_LISTING });

/**
 * A category page: breadcrumbs, title, description and image, the Build Your Sheet notice and builder,
 * and the product listing. Spec §9: default sort position ascending (or the category's own default).
 */
export default function CategoryPage({ category }: { category: CategoryData }) {
  const t = useT();
  const { config } = useCatalogConfig();
  // Below the listing: asked once the page has painted, not competing with the products.
  const painted = useAfterPaintIdle();
  const name = category.name ?? '';
  const crumbs = useMemo(
    () => categoryCrumbs(t('breadcrumbs.home'), category.breadcrumbs, name, config.categoryUrlSuffix),
    [t, category.breadcrumbs, name, config.categoryUrlSuffix],
  );
  useCatalogSeo({
    title: category.meta_title || name,
    description: category.meta_description || plainText(category.category_description),
    path: categoryPath(category.url_path, config.categoryUrlSuffix),
    crumbs,
  });
  const defaultSort = useMemo(() => categoryDefaultSort(category, config), [category, config]);
  const deactivated = category.deactivated_color_count ?? 0;
  const notice = category.build_your_sheet && deactivated > 0
    ? category.build_your_sheet_notice || t('catalog.category.deactivatedNotice', { count: deactivated })
    : null;

  return (
    <article className="category-page">
      <Breadcrumbs items={crumbs} />
      <header className="category-page__header">
        <div className="category-page__intro">
          <h1 className="category-page__title">{name}</h1>
          {category.category_description && <SafeHtml html={category.category_description} className="category-page__description cms-content" />}
        </div>
        {category.category_image && (
          <img
            className="category-page__image"
            src={category.category_image}
            alt=""
            width={category.image_width ?? 1200}
            height={category.image_height ?? 480}
            fetchPriority="high"
          />
        )}
      </header>
      {notice && (
        <p className="category-page__notice" role="note">
          {notice}
        </p>
      )}
      {SheetBuilder && category.build_your_sheet && (
        <Suspense fallback={null}>
          <SheetBuilder key={category.uid} categoryUid={category.uid} />
        </Suspense>
      )}
      <ProductListing
        key={category.uid}
        categoryUid={category.uid}
        defaultSort={defaultSort}
        buildYourSheet={category.build_your_sheet}
        emptyText={t('catalog.listing.empty')}
      />
      {__CAPABILITIES__.bestSellers && painted && <BestSellers categoryUid={category.uid} />}
    </article>
  );
}
