import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { showAlert } from '../../components/alert/alertBus';
import { MINIMUM_ORDER_REDIRECT_MS, minimumOrderRedirect } from './checkoutSteps';
import type { CartDetail } from '../cart';

/**
 * Spec §5 minimum order on the checkout page: the server's failure message in an alert, then after
 * 5000 ms the redirect URL, in the app, only when it is on this origin and not where the browser is.
 */
export function useMinimumOrderRedirect(validation: CartDetail['minimum_order_qty_validation'], active: boolean, routePath: string): void {
  const navigate = useNavigate();
  const message = validation?.failure_message ?? null;
  const url = validation?.failure_redirect_url ?? null;
  useEffect(() => {
    if (!active) return undefined;
    const redirect = minimumOrderRedirect({ failure_message: message, failure_redirect_url: url }, window.location.href, routePath);
    if (!redirect) return undefined;
    void showAlert({ message: redirect.message });
    if (!redirect.path) return undefined;
    const target = redirect.path;
    const timer = window.setTimeout(() => navigate(target), MINIMUM_ORDER_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [active, message, url, navigate, routePath]);
}
