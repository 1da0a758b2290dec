// Values webpack's DefinePlugin writes into the bundle (webpack.config.js).
declare namespace NodeJS {
  interface ProcessEnv {
    readonly NODE_ENV?: 'development' | 'production' | 'test';
    /** package.json version, or APP_VERSION at build time; versions the service worker URL. */
    readonly APP_VERSION?: string;
    /** Deployment config read by src/lib/config/site.ts. */
    readonly SITE_BRAND?: string;
    readonly SITE_BRAND_NAME?: string;
    readonly COMPANION_URL?: string;
    readonly COMPANION_SIGNIN_URL?: string;
    readonly COMPANION_SIGNUP_URL?: string;
    /** Comma-separated feature flags: multi-currency, multi-store, hide-price, mega-menu, one-step-checkout. */
    readonly FEATURE_FLAGS?: string;
  }
}

declare module '*.css';
