// The one deployment config of the storefront. A deployment sets these at build time through
// environment variables (see README "Configuration"); webpack's DefinePlugin bakes them in.

export interface FeatureFlags {
  /** Show a currency switcher where a store allows several currencies. */
  multiCurrency: boolean;
  /** Show the store switcher beyond the region selector. */
  multiStore: boolean;
  /** enableHidePrice: prices show only to logged-in shoppers (spec §1, §6). */
  hidePrice: boolean;
  /** Mega-menu navigation instead of the CMS navigation list. */
  megaMenu: boolean;
  /** One-step checkout instead of the multi-step checkout. */
  oneStepCheckout: boolean;
}

const FLAG_NAMES: Record<keyof FeatureFlags, string> = {
  multiCurrency: 'multi-currency',
  multiStore: 'multi-store',
  hidePrice: 'hide-price',
  megaMenu: 'mega-menu',
  oneStepCheckout: 'one-step-checkout',
};

/** Parses a comma-separated flag list such as "hide-price,one-step-checkout"; every flag defaults off. */
export function parseFeatureFlags(list: string | undefined): FeatureFlags {
  const on = new Set((list ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean));
  const flags = {} as FeatureFlags;
  for (const key of Object.keys(FLAG_NAMES) as (keyof FeatureFlags)[]) flags[key] = on.has(FLAG_NAMES[key]);
  return flags;
}

export interface SiteConfig {
  /** The brand word used in URLs such as the dealers page (spec §2.2 {brand}). */
  brand: string;
  /** The brand's display name. */
  brandName: string;
  /** The companion service the header links to, and its external sign-in / sign-up pages (/connect). */
  companionUrl: string;
  companionSignInUrl: string;
  companionSignUpUrl: string;
  flags: FeatureFlags;
}

export const SITE: SiteConfig = {
  brand: process.env.SITE_BRAND || 'spectrane',
  brandName: process.env.SITE_BRAND_NAME || 'Spectrane',
  companionUrl: process.env.COMPANION_URL || 'https://connect.spectrane.example/',
  companionSignInUrl: process.env.COMPANION_SIGNIN_URL || 'https://connect.spectrane.example/login',
  companionSignUpUrl: process.env.COMPANION_SIGNUP_URL || 'https://connect.spectrane.example/signup',
  flags: parseFeatureFlags(process.env.FEATURE_FLAGS),
};

/**
 * The deployment's feature flags for a component. One config (SITE.flags, fixed at build time); a
 * hook so that callers need not change if flags ever come from the server.
 */
export function useFeatureFlags(): FeatureFlags {
  return SITE.flags;
}

declare global {
  /**
   * The same flags as literals, written in by webpack's DefinePlugin (`__FEATURE_FLAGS__.megaMenu` becomes
   * true or false), so a flag that is off leaves its code, its chunks and its requests out of the bundle.
   * Read it where code is gated (lazy imports, requests); tests and build-time code set it on globalThis.
   */
  // eslint-disable-next-line no-var
  var __FEATURE_FLAGS__: FeatureFlags;
}

/** DefinePlugin's `__FEATURE_FLAGS__` entries for a FEATURE_FLAGS list (webpack.config.js). */
export function featureFlagDefinitions(list: string | undefined): Record<string, Record<string, string>> {
  const flags = parseFeatureFlags(list);
  return { __FEATURE_FLAGS__: Object.fromEntries(Object.entries(flags).map(([name, on]) => [name, JSON.stringify(on)])) };
}
