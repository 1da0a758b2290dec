import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { GET_PRODUCT_LISTING, type ProductListingVariables } from './listing.gql';
import { ListingItem } from './ListingItem';
import { SkeletonCards } from './SkeletonCards';
import type { PriceDisplay } from '../../../components/Price';
import type { ListMode } from '../useCatalogConfig';

interface ListingPageProps {
  variables: ProductListingVariables;
  display: PriceDisplay;
  productUrlSuffix: string;
  mode: ListMode;
  buildYourSheet?: boolean;
  onLoaded: (page: number, count: number) => void;
}

/**
 * Page 2, 3… of an infinite listing: its own cache-first query, its cards appended to the same list.
 * While it loads, placeholders of the cards' size hold the space.
 */
export function ListingPage({ variables, display, productUrlSuffix, mode, buildYourSheet, onLoaded }: ListingPageProps) {
  const { data } = useQuery(GET_PRODUCT_LISTING, { variables });
  const items = data?.products?.items ?? null;
  const count = items?.length ?? 0;
  useEffect(() => {
    if (items) onLoaded(variables.currentPage, count);
  }, [items, count, variables.currentPage, onLoaded]);
  if (!items) return <SkeletonCards count={variables.pageSize} mode={mode} />;
  return (
    <>
      {items.map((product) => (
        <li key={product.uid} className="product-grid__item">
          <ListingItem product={product} display={display} productUrlSuffix={productUrlSuffix} mode={mode} eager={false} buildYourSheet={buildYourSheet} />
        </li>
      ))}
    </>
  );
}
