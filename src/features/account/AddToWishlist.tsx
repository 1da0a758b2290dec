import './addToWishlist.css';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { busyButtonProps } from '../../components/busyButton';
import { useT } from '../../lib/i18n/useT';
import { loginPathFor } from './afterLogin';
import { toWishlistItems } from './area/wishlistRules';
import { ADD_TO_WISHLIST } from './wishlist.gql';
import type { CartItemInput } from '../../lib/graphql/generated';

/**
 * "Add to Wish List" for the product page (exported on purpose for the catalogue). Signed-in shoppers
 * add the product with the options chosen so far (Magento allows an item without its required
 * options; it then cannot be added to the cart in bulk); guests are told to sign in first.
 */
export function AddToWishlist({ items, name }: { items: () => CartItemInput[]; name: string }) {
  const t = useT();
  const client = useApolloClient();
  const location = useLocation();
  const isLogin = useAppSelector((state) => state.user.isLogin);
  const [status, setStatus] = useState<{ kind: 'added' | 'error' | 'login'; text: string } | null>(null);
  const [adding, setAdding] = useState(false);

  const add = async () => {
    if (!isLogin) {
      setStatus({ kind: 'login', text: t('account.wishlist.loginFirst') });
      return;
    }
    setAdding(true);
    setStatus(null);
    try {
      const { data } = await client.mutate({ mutation: ADD_TO_WISHLIST, variables: { wishlistId: '0', items: toWishlistItems(items()) }, context: { silent: true } });
      const problem = data?.addProductsToWishlist?.user_errors[0];
      setStatus(problem ? { kind: 'error', text: problem.message } : { kind: 'added', text: t('account.wishlist.addedToList', { name }) });
    } catch (error) {
      setStatus({ kind: 'error', text: CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? t('account.wishlist.failed')) : t('account.wishlist.failed') });
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className="add-to-wishlist">
      <button type="button" className="button add-to-wishlist__button" {...busyButtonProps(adding, () => void add())}>
        {t('account.wishlist.addButton')}
      </button>
      <p role="status" className={`add-to-wishlist__status${status?.kind === 'error' ? ' add-to-wishlist__status--error' : ''}`}>
        {status?.text}
        {status?.kind === 'added' && <> <Link to="/account/wishlist">{t('account.wishlist.viewList')}</Link></>}
        {status?.kind === 'login' && <> <Link to={loginPathFor(location.pathname + location.search)}>{t('account.wishlist.signIn')}</Link></>}
      </p>
    </div>
  );
}
