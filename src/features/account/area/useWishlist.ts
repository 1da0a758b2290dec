import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { presentItems } from '../../../lib/graphql/present';
import { useT } from '../../../lib/i18n/useT';
import { loadCart } from '../../cart';
import { REMOVE_WISHLIST_ITEMS, UPDATE_WISHLIST_ITEMS, GET_WISHLIST, WISHLIST_TO_CART } from '../wishlist.gql';
import { useCustomerQuery } from './useCustomerQuery';
import { type FailedItem, splitCartFailures, wishlistItems } from './wishlistRules';
import type { WishlistData, WishlistItem } from '../wishlist.gql';

export interface WishlistStatus {
  /** The text is a success message (else an error). */
  ok: boolean;
  text: string;
  /** Items that need their options chosen on the product page (the bulk add-to-cart rule). */
  needsOptions?: FailedItem[];
  /** Items that failed for another reason, with the server's message. */
  notAdded?: FailedItem[];
}

export interface ItemEdit {
  id: string;
  quantity: number;
  description: string;
}

/** My Wish List's data and actions: update, remove, add one or all to the cart (which is then reloaded). */
export function useWishlist() {
  const t = useT();
  const client = useApolloClient();
  const dispatch = useAppDispatch();
  const { data, loading } = useCustomerQuery(GET_WISHLIST);
  const [list, setList] = useState<WishlistData | null>(null);
  const [status, setStatus] = useState<WishlistStatus | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (data?.customer) setList(data.customer.wishlist);
  }, [data]);

  const listId = list?.id ?? '0';
  const items = wishlistItems(list);

  const run = useCallback(
    /** Resolves whether the work went through (its status is shown either way). */
    async (work: () => Promise<WishlistStatus>): Promise<boolean> => {
      setBusy(true);
      setStatus(null);
      try {
        const result = await work();
        setStatus(result);
        return result.ok;
      } catch (error) {
        setStatus({ ok: false, text: CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? t('account.wishlist.failed')) : t('account.wishlist.failed') });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [t],
  );

  const update = (edits: ItemEdit[]) =>
    run(async () => {
      const { data: result } = await client.mutate({
        mutation: UPDATE_WISHLIST_ITEMS,
        variables: { wishlistId: listId, items: edits.map((e) => ({ wishlist_item_id: e.id, quantity: e.quantity, description: e.description })) },
        context: { silent: true },
      });
      const output = result?.updateProductsInWishlist;
      if (output) setList(output.wishlist);
      const problem = output?.user_errors[0];
      return problem ? { ok: false, text: problem.message } : { ok: true, text: t('account.wishlist.updated') };
    });

  const remove = (item: WishlistItem) =>
    run(async () => {
      const { data: result } = await client.mutate({ mutation: REMOVE_WISHLIST_ITEMS, variables: { wishlistId: listId, ids: [item.id] }, context: { silent: true } });
      const output = result?.removeProductsFromWishlist;
      if (output) setList(output.wishlist);
      const problem = output?.user_errors[0];
      return problem ? { ok: false, text: problem.message } : { ok: true, text: t('account.wishlist.removed', { name: item.product?.name ?? '' }) };
    });

  /** One item (`item`) or every item (none given) into the cart; failures stay in the list and are named. */
  const addToCart = (item?: WishlistItem) =>
    run(async () => {
      const before = items;
      const { data: result } = await client.mutate({
        mutation: WISHLIST_TO_CART,
        variables: item ? { wishlistId: listId, ids: [item.id] } : { wishlistId: listId },
        context: { silent: true },
      });
      const output = result?.addWishlistItemsToCart;
      if (!output) return { ok: false, text: t('account.wishlist.failed') };
      setList(output.wishlist);
      const failures = splitCartFailures(output.add_wishlist_items_to_cart_user_errors, before);
      const addedCount = (item ? 1 : before.length) - presentItems(output.add_wishlist_items_to_cart_user_errors).length;
      if (addedCount > 0) await dispatch(loadCart());
      const text =
        addedCount <= 0 ? '' : item ? t('account.wishlist.added', { name: item.product?.name ?? '' }) : t('account.wishlist.addedAll', { count: addedCount });
      // ok: the text (if any) is good news; the failures are listed beside it.
      return { ok: true, text, ...failures };
    });

  return { loading: loading && !list, items, status, busy, update, remove, addToCart };
}
