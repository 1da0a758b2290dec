import './ProductPage.css';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { SafeHtml } from '../../../components/SafeHtml';
import { useProductView } from '../../../lib/analytics/useProductView';
import { useAfterPaintIdle } from '../../../lib/browser/afterPaint';
import { useT } from '../../../lib/i18n/useT';
import { plainText } from '../../../lib/seo/structuredData';
// The account feature's button on purpose: it adds to the signed-in shopper's wish list.
import { productPath } from '../../../shared/catalog/catalogUrls';
import { useCatalogConfig } from '../../../shared/catalog/useCatalogConfig';
import { usePriceDisplay } from '../../../shared/prices/usePriceDisplay';
import { useCatalogSeo } from '../../../shared/seo/useCatalogSeo';
import { useStoreRules } from '../../../shared/store/storeRules';
import { AddToWishlist } from '../../account';
import { buildCartItems } from '../addToCartRequest';
import { BestSellers } from '../BestSellers';
import { stockNote } from '../stockNote';
import { AddToCartForm } from './AddToCartForm';
import { EmailToFriend } from './EmailToFriend';
import { Gallery } from './Gallery';
import { galleryImages } from './galleryImages';
import { productCrumbs } from './productCrumbs';
import { ProductDetailsTabs } from './ProductDetailsTabs';
import { ProductPrice } from './ProductPrice';
import { RatingSummary } from './RatingSummary';
import { RelatedProducts } from './RelatedProducts';
import { StockAlert } from './StockAlert';
import { tabsChanged, TAB_KEYS } from './tabsAction';
import { TierPrices } from './TierPrices';
import { useProductChoices } from './useProductChoices';
import { useProductStructuredData } from './useProductStructuredData';
import type { ProductDetail } from '../catalogTypes';

/**
 * The related products, then the best sellers below them once those are in place: mounted before, the
 * best sellers would sit just under the tabs and be asked for in the page's load. Its own component, so
 * that the related products settling renders this part again, not the whole page (and as a transition:
 * in slices, not one blocking piece).
 */
function RelatedThenBestSellers({ sku, uid }: { sku: string | null | undefined; uid: string }) {
  // Which product's related carousels are in place (a client navigation to another product starts again).
  const [settledFor, setSettledFor] = useState<string | null>(null);
  const settled = useCallback(() => startTransition(() => setSettledFor(uid)), [uid]);
  return (
    <>
      {sku && <RelatedProducts sku={sku} onSettled={settled} />}
      {__CAPABILITIES__.bestSellers && (settledFor === uid || !sku) && <BestSellers excludeUid={uid} />}
    </>
  );
}

/**
 * A product page for every type: gallery with the magnifier, name, SKU, price, stock, short
 * description, the type's options, quantity and Add to Cart; discontinued and back-in-stock states;
 * tabs (details, more information, reviews); related and upsell carousels; SEO.
 */
export default function ProductPage({ product }: { product: ProductDetail }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const { config } = useCatalogConfig();
  const display = usePriceDisplay();
  // Magento's wish list switch (store config): off, no Add to Wish List.
  const { wishlistEnabled } = useStoreRules();
  const form = useProductChoices(product);
  const painted = useAfterPaintIdle();
  const { variant } = form;
  const sku = variant?.sku ?? product.sku ?? '';
  const name = product.name ?? sku;
  const images = useMemo(() => {
    const own = galleryImages(variant?.media_gallery, variant?.image);
    return own.length > 0 ? own : galleryImages(product.media_gallery, product.image);
  }, [variant, product.media_gallery, product.image]);
  const stock = variant ?? product;
  const inStock = stock.stock_status !== 'OUT_OF_STOCK';
  const purchasable = inStock && !product.is_discontinued;
  const crumbs = useMemo(() => productCrumbs(t('breadcrumbs.home'), product, config.categoryUrlSuffix), [t, product, config.categoryUrlSuffix]);
  const { canonical } = useCatalogSeo({
    title: product.meta_title || name,
    description: product.meta_description || plainText(product.short_description?.html || product.description?.html, 160),
    path: productPath(product.url_key, config.productUrlSuffix),
    crumbs,
  });
  useProductStructuredData({ product, sku, canonical, images, inStock, pricesHidden: display.hidden });
  useProductView(product);

  // Spec §3: every product page opens on its details tab.
  useEffect(() => {
    dispatch(tabsChanged({ tabsKey: TAB_KEYS.details, scroll: false }));
  }, [dispatch, product.uid]);

  const note = stockNote({ ...stock, is_discontinued: product.is_discontinued }, t);
  return (
    <article className="product-page">
      <Breadcrumbs items={crumbs} />
      <div className="product-page__main">
        <Gallery key={variant?.uid ?? product.uid} images={images} name={name} />
        <div className="product-page__info">
          <h1 className="product-page__name">{name}</h1>
          <p className="product-page__sku">
            {t('catalog.product.sku')}: <span>{sku}</span>
          </p>
          <RatingSummary product={product} />
          <ProductPrice product={product} form={form} display={display} />
          <TierPrices tiers={product.price_tiers} display={display} />
          <p className={`product-page__stock${inStock && !product.is_discontinued ? ' product-page__stock--in' : ''}`}>
            {note && note.tone !== 'low' ? note.label : t('catalog.stock.in')}
            {note?.tone === 'low' && <span className="product-page__left"> · {note.label}</span>}
          </p>
          {product.short_description?.html && <SafeHtml html={product.short_description.html} className="product-page__short cms-content" />}
          {product.is_discontinued && (
            <div className="product-page__discontinued" role="note">
              <p className="product-page__discontinued-title">{t('catalog.product.discontinued')}</p>
              {product.discontinued_message && <p>{product.discontinued_message}</p>}
            </div>
          )}
          <AddToCartForm product={product} form={form} display={display} purchasable={purchasable} />
          {!product.is_discontinued && wishlistEnabled && <AddToWishlist name={name} items={() => buildCartItems(product, form.choices)} />}
          {__CAPABILITIES__.stockAlerts && !inStock && !product.is_discontinued && <StockAlert sku={sku} />}
          {product.id !== null && (config.sendFriend.guests || config.sendFriend.customers) && <EmailToFriend productId={product.id} productName={name} />}
        </div>
      </div>
      {/* Below the fold: rendered once the page has painted, so that the first paint is the top of the page alone. */}
      {painted && <ProductDetailsTabs product={product} sku={sku} guestsMayReview={config.guestReviews} reviewsEnabled={config.reviewsEnabled} />}
      {painted && <RelatedThenBestSellers sku={product.sku} uid={product.uid} />}
    </article>
  );
}
