// Values webpack's DefinePlugin writes into the bundle (webpack.config.js).
declare namespace NodeJS {
  interface ProcessEnv {
    readonly NODE_ENV?: 'development' | 'production' | 'test';
    /** package.json version, or APP_VERSION at build time; versions the service worker URL. */
    readonly APP_VERSION?: string;
  }
}

declare module '*.css';
