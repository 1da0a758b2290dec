import { isPlaceholderAddress, type CartDetail } from '../cart';

// Spec §4 checkout steps, numbered from 0, as pure functions the page and the tests share.

export const STEP = {
  login: 0,
  shippingAddress: 1,
  shippingMethod: 2,
  billing: 3,
  payment: 4,
  review: 5,
} as const;

export type StepName = keyof typeof STEP;

export const STEP_NAMES: readonly StepName[] = ['login', 'shippingAddress', 'shippingMethod', 'billing', 'payment', 'review'];

/** The steps a cart goes through: virtual carts (nothing to ship) skip shipping address and method. */
export function stepsFor(isVirtual: boolean, isLogin: boolean): number[] {
  return STEP_NAMES.map((name) => STEP[name]).filter((step) => {
    if (isVirtual && (step === STEP.shippingAddress || step === STEP.shippingMethod)) return false;
    if (isLogin && step === STEP.login) return false;
    return true;
  });
}

/** The step after `current` for this cart (the last step stays last). */
export function nextStep(current: number, isVirtual: boolean, isLogin: boolean): number {
  const steps = stepsFor(isVirtual, isLogin);
  return steps.find((step) => step > current) ?? steps[steps.length - 1] ?? STEP.review;
}

/** A step the cart may not show (a virtual cart's shipping steps, a customer's login step) moves on. */
export function visibleStep(step: number, isVirtual: boolean, isLogin: boolean): number {
  const steps = stepsFor(isVirtual, isLogin);
  return steps.includes(step) ? step : nextStep(step, isVirtual, isLogin);
}

/**
 * Where a (re)loaded checkout resumes, from what the server cart already holds: the first step whose
 * data is missing. A placeholder address (firstname 'firstname') counts as no address.
 */
export function resumeStep(cart: CartDetail, isLogin: boolean): number {
  const shipping = cart.shipping_addresses[0];
  if (!isLogin && !cart.email) return STEP.login;
  if (!cart.is_virtual) {
    if (!shipping || isPlaceholderAddress(shipping)) return STEP.shippingAddress;
    if (!shipping.selected_shipping_method) return STEP.shippingMethod;
  }
  if (!cart.billing_address || isPlaceholderAddress(cart.billing_address)) return STEP.billing;
  if (!cart.selected_payment_method?.code) return STEP.payment;
  return STEP.review;
}

export interface MinimumOrderRedirect {
  message: string;
  /** The in-app path (store prefix stripped) to go to after 5000 ms; null when it must not be followed. */
  path: string | null;
}

/** Spec §9: the minimum-order redirect waits 5000 ms. */
export const MINIMUM_ORDER_REDIRECT_MS = 5000;

/**
 * Spec §5 minimum order: with a failure message and a redirect URL, and the browser not already
 * there, the message shows; the redirect is followed only to the same origin (never elsewhere).
 */
export function minimumOrderRedirect(
  validation: CartDetail['minimum_order_qty_validation'],
  href: string,
  routePath: string,
): MinimumOrderRedirect | null {
  const message = validation?.failure_message;
  const target = validation?.failure_redirect_url;
  if (!message || !target) return null;
  let url: URL;
  const here = new URL(href);
  try {
    url = new URL(target, href);
  } catch {
    return null;
  }
  const trim = (path: string) => path.replace(/\/+$/, '') || '/';
  if (url.origin === here.origin && trim(url.pathname) === trim(here.pathname)) return null;
  if (url.origin !== here.origin) return { message, path: null };
  let path = url.pathname;
  if (routePath && (path === routePath || path.startsWith(`${routePath}/`))) path = path.slice(routePath.length) || '/';
  return { message, path: `${path}${url.search}${url.hash}` };
}
