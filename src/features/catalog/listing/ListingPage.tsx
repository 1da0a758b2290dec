import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { presentItems } from '../../../lib/graphql/present';
import { GET_PRODUCT_LISTING } from './listing.gql';
import { ListingItem } from './ListingItem';
import { SkeletonCards } from './SkeletonCards';
import type { PriceDisplay } from '../../../components/Price';
import type { GetProductListingQueryVariables } from '../../../lib/graphql/generated';
import type { ListMode } from '../../../shared/catalog/useCatalogConfig';

interface ListingPageProps {
  variables: GetProductListingQueryVariables;
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
  const list = data?.products?.items;
  const items = list ? presentItems(list) : null;
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
