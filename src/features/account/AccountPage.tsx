import '../../styles/account.css';
import { lazy, Suspense } from 'react';
import { Navigate, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageTitle } from '../../lib/head/pageTitle';
import { useT } from '../../lib/i18n/useT';
import { useStoreRules } from '../../shared/store/storeRules';
import { ACCOUNT_MENU, accountEntryFor, accountMenuFor, SIGN_OUT_REDIRECT } from './accountMenu';
import { loginPathFor } from './afterLogin';
import { Dashboard } from './area/Dashboard';
import { orderPathOf } from './orderPaths';
import { signOut } from './userThunks';

const AccountInformation = lazy(() => import(/* webpackChunkName: "account-info" */ './area/AccountInformation'));
const AddressBook = lazy(() => import(/* webpackChunkName: "address-book" */ './area/AddressBook'));
const Orders = lazy(() => import(/* webpackChunkName: "account-orders" */ './area/Orders'));
const OrderPrint = lazy(() => import(/* webpackChunkName: "order-print" */ './area/OrderPrint'));
const Newsletter = lazy(() => import(/* webpackChunkName: "account-newsletter" */ './area/Newsletter'));
const Downloadable = lazy(() => import(/* webpackChunkName: "account-downloadable" */ './area/Downloadable'));
const Wishlist = lazy(() => import(/* webpackChunkName: "account-wishlist" */ './area/Wishlist'));
const Reviews = lazy(() => import(/* webpackChunkName: "account-reviews" */ './area/Reviews'));
// Only where the backend has the brand's VAT number (the menu has no entry to it elsewhere).
const VatNumber = __CAPABILITIES__.vat ? lazy(() => import(/* webpackChunkName: "account-vat" */ './area/VatNumber')) : Dashboard;

/** The §2.2 account area: menu and the page of the current entry. Guests go to login and back. */
export default function AccountPage() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const isLogin = useAppSelector((state) => state.user.isLogin);
  const rules = useStoreRules();
  const orderPath = orderPathOf(location.pathname);
  const orderNumber = orderPath?.number;
  // An order view belongs to My Orders (its menu entry and title).
  const entry = orderNumber ? (ACCOUNT_MENU.find((item) => item.key === 'myOrders') ?? accountEntryFor('')) : accountEntryFor(location.pathname, rules);
  usePageTitle(orderPath?.printout ? t('account.orders.title', { number: orderPath.number }) : t(entry.messageId));

  if (!isLogin) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;

  // A printout is a sheet of its own: no account menu beside it.
  if (orderPath?.printout) {
    return (
      <Suspense fallback={<p role="status">{t('global.fetch')}</p>}>
        <OrderPrint number={orderPath.number} printout={orderPath.printout} />
      </Suspense>
    );
  }

  const page = (() => {
    switch (entry.key) {
      case 'accountInformation':
        return <AccountInformation />;
      case 'addressBook':
        return <AddressBook />;
      case 'newsletter':
        return <Newsletter />;
      case 'downloadable':
        return <Downloadable />;
      case 'wishlist':
        return <Wishlist />;
      case 'reviews':
        return <Reviews />;
      case 'vat':
        return <VatNumber />;
      default:
        if (orderNumber || entry.key === 'myOrders') return <Orders number={orderNumber ?? null} />;
        return <Dashboard />;
    }
  })();

  return (
    <div className="account-area">
      <nav className="account-area__menu" aria-label={t('account.menu.label')}>
        <ul>
          {accountMenuFor(rules).map((item) => (
            <li key={item.key}>
              {item.path ? (
                <NavLink to={item.path} end={item.key !== 'myOrders'}>
                  {t(item.messageId)}
                </NavLink>
              ) : (
                <button type="button" className="link-button" onClick={() => void dispatch(signOut(() => navigate(SIGN_OUT_REDIRECT)))}>
                  {t(item.messageId)}
                </button>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <section className="account-area__content">
        <h1 className="account-page__title">{t(entry.messageId)}</h1>
        <Suspense fallback={<p role="status">{t('global.fetch')}</p>}>{page}</Suspense>
      </section>
    </div>
  );
}
