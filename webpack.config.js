// Production: content-hashed files, one chunk per lazy route, source maps, Workbox service worker.
// Development (npm start): served by webpack-dev-server from server/bin/start.ts with React Fast Refresh.
const fs = require('node:fs');
const path = require('node:path');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const HtmlInlineCssWebpackPlugin = require('html-inline-css-webpack-plugin').default;
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
// Build-time TypeScript (the store table, the manifest and icon generator), loaded through tsx.
const tsxRequire = (file) => require('tsx/cjs/api').require(file, __filename);
const { WebManifestPlugin } = tsxRequire('./src/pwa/build/webManifests.ts');
const { runtimeCachingFor } = tsxRequire('./src/pwa/build/runtimeCaching.ts');
const { FIRST_PAGE_OPERATIONS } = tsxRequire('./src/boot/pageDataTable.ts');
const { CompiledMessagesPlugin } = tsxRequire('./src/build/webpack/compiledMessagesPlugin.ts');
const { CompileHintsPlugin } = tsxRequire('./src/build/webpack/compileHintsPlugin.ts');
const { DropOrphanSourceMapsPlugin } = tsxRequire('./src/build/webpack/dropOrphanSourceMapsPlugin.ts');
const { InlineEarlyScriptPlugin } = tsxRequire('./src/build/webpack/inlineEarlyScriptPlugin.ts');
const { precompressed } = tsxRequire('./src/build/webpack/precompressed.ts');
const { SecurityHeadersPlugin } = tsxRequire('./src/build/webpack/securityHeadersPlugin.ts');
const { cardGatewayUrlFromEnv, extraSourcesFromEnv, recaptchaFromEnv } = tsxRequire('./server/src/http/contentSecurityPolicy.ts');
const cardGatewayOrigins = (url) => (url ? [new URL(url).origin] : []);
const { NGINX_SECURITY_HEADERS_FILE, nginxSecurityHeaders } = tsxRequire('./server/src/http/nginxSecurityHeaders.ts');
const { loadTargetSchema, resolveTargetSchema, shipDocumentTo, writeTargetSchema } = tsxRequire('./src/build/graphql/schemas.ts');
const { capabilitiesOf, capabilityDefinitions, productFilterDefinitions, productFiltersOf } = tsxRequire('./src/build/graphql/capabilities.ts');
const { featureFlagDefinitions, parseFeatureFlags } = tsxRequire('./src/lib/config/site.ts');
const { TargetDocumentsPlugin } = tsxRequire('./src/build/graphql/targetDocumentsPlugin.ts');
const { DefinePlugin } = require('webpack');
const { GenerateSW } = require('workbox-webpack-plugin');
const pkg = require('./package.json');

/** Modules of the browsing pages' shared chunks, put into the entry (see entry.main). */
const BROWSING_SHARED = [
  './src/features/catalog/catalogFragments.ts',
  './src/shared/catalog/catalogUrls.ts',
  './src/components/ProductCard.tsx',
  './src/shared/prices/usePriceDisplay.ts',
];

module.exports = async (_env = {}, argv = {}) => {
  const production = (argv.mode || process.env.NODE_ENV) === 'production';
  // The backend the build targets (COMMERCE_SCHEMA, README "Running on your Magento"): its schema decides
  // the capabilities compiled in and how each document is shipped (babel.config.js reads the SDL file).
  const targetSchema = await resolveTargetSchema();
  const targetFile = writeTargetSchema(targetSchema);
  process.env.COMMERCE_SCHEMA_FILE = targetFile;
  const target = loadTargetSchema(targetFile);
  const capabilities = capabilitiesOf(target);
  globalThis.__CAPABILITIES__ = capabilities;
  const productFilters = productFiltersOf(target);
  globalThis.__PRODUCT_FILTERS__ = productFilters;
  globalThis.__FEATURE_FLAGS__ = parseFeatureFlags(process.env.FEATURE_FLAGS);
  // The early requests' query texts, taken from the app's own Apollo client (src/boot/earlyOperations.ts),
  // as the target receives them.
  const earlyOperations = production ? await tsxRequire('./src/boot/earlyOperations.ts').earlyOperations(shipDocumentTo(target)) : null;
  // The build compiles the translations with the same ICU parser react-intl would use at run time.
  const parseMessage = production ? (await import('@formatjs/icu-messageformat-parser')).parse : null;
  const ReactRefreshPlugin = production ? null : require('@pmmmwh/react-refresh-webpack-plugin');
  const appVersion = process.env.APP_VERSION || pkg.version;

  return {
    mode: production ? 'production' : 'development',
    entry: {
      main: [
        './src/index.tsx',
        // What the browsing pages share (the catalogue's fragments and URLs, product cards and prices,
        // some 4.5 KB gzip): in the entry rather than in two chunks of their own, two requests less
        // before a catalogue page or search results show.
        ...BROWSING_SHARED,
      ],
      // Production only (inlined into index.html, see InlineEarlyScriptPlugin): self-contained, no shared runtime.
      ...(production ? { early: { import: './src/boot/earlyEntry.ts', runtime: false } } : {}),
    },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'static/js/[name].[contenthash:8].js' : 'static/js/[name].js',
      chunkFilename: production ? 'static/js/[name].[contenthash:8].chunk.js' : 'static/js/[name].chunk.js',
      assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      // React Router's package exports only its development build (dev warnings on); its production
      // build is the same code with them off.
      alias: production
        ? {
            'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
            'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
          }
        : {},
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'babel-loader',
            options: {
              cacheDirectory: true,
              plugins: production ? [] : [require.resolve('react-refresh/babel')],
            },
          },
        },
        {
          // react-intl formats the build's compiled messages (CompiledMessagesPlugin below) and never
          // parses at run time: its libraries get the parser-less build of the ICU package. The app's
          // own on-demand import of the parser (src/lib/i18n/fetchMessages.ts) is not affected.
          test: /[\\/]node_modules[\\/](intl-messageformat|@formatjs[\\/]intl|react-intl)[\\/]/,
          resolve: {
            alias: { '@formatjs/icu-messageformat-parser$': require.resolve('@formatjs/icu-messageformat-parser/no-parser.js') },
          },
        },
        {
          test: /\.css$/,
          use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
        },
        { test: /\.(png|jpe?g|gif|svg|webp|ico)$/i, type: 'asset/resource' },
      ],
    },
    optimization: {
      splitChunks: {
        // The early script is inlined alone: nothing of it may move to a shared chunk.
        chunks: (chunk) => chunk.name !== 'early',
        cacheGroups: {
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            name: 'react',
            priority: 20,
          },
        },
      },
      runtimeChunk: false,
      // Terser for the scripts ('...': webpack's default) and cssnano for the style sheets, which
      // mini-css-extract-plugin writes as they are in the sources (comments, indentation).
      minimizer: ['...', new CssMinimizerPlugin()],
    },
    performance: { hints: false },
    plugins: [
      new DefinePlugin({
        'process.env.APP_VERSION': JSON.stringify(appVersion),
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        ...(earlyOperations ? { __EARLY_OPERATIONS__: JSON.stringify(earlyOperations) } : {}),
        ...capabilityDefinitions(capabilities),
        ...productFilterDefinitions(productFilters),
        // The feature flags as literals (src/lib/config/site.ts): code behind a flag that is off leaves the bundle.
        ...featureFlagDefinitions(process.env.FEATURE_FLAGS),
        // The deployment config of src/lib/config/site.ts (README "Configuration").
        ...Object.fromEntries(
          ['SITE_BRAND', 'SITE_BRAND_NAME', 'COMPANION_URL', 'COMPANION_SIGNIN_URL', 'COMPANION_SIGNUP_URL', 'FEATURE_FLAGS', 'CARD_GATEWAY_URL']
            .map((name) => [`process.env.${name}`, JSON.stringify(process.env[name] || '')]),
        ),
      }),
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        scriptLoading: 'defer',
        excludeChunks: ['early'],
        // The default icon inside the page (a few hundred bytes): no request of its own before the first
        // paint. The store's icon replaces it once the page has painted (src/app/DocumentHead.tsx).
        templateParameters: { faviconDataUrl: `data:image/svg+xml,${encodeURIComponent(fs.readFileSync(path.resolve(__dirname, 'public/favicon.svg'), 'utf8').trim())}` },
      }),
      production && new InlineEarlyScriptPlugin(HtmlWebpackPlugin),
      // The entry's style sheet (the shell's and every page's common styles, a few KB) inside
      // index.html: the first paint waits for no request but the page itself.
      production && new HtmlInlineCssWebpackPlugin({
        // Asked with the output file's name, and with the link's URL (public path /).
        filter: (file) => file === 'index.html' || /^\/?static\/css\/main\.[0-9a-f]+\.css$/.test(file),
        // The plugin puts the tag in with String.replace: a $ in the CSS must not read as a pattern.
        styleTagFactory: ({ style }) => `<style>${style.replace(/\/\*# sourceMappingURL=.*?\*\//g, '').replace(/\$/g, '$$$$')}</style>`,
      }),
      production && new SecurityHeadersPlugin(HtmlWebpackPlugin, NGINX_SECURITY_HEADERS_FILE, (html) => nginxSecurityHeaders(
        html, extraSourcesFromEnv(process.env.CSP_EXTRA_SOURCES),
        // The card gateway's hosted fields are the only frames (CARD_GATEWAY_URL's origin).
        cardGatewayOrigins(cardGatewayUrlFromEnv(process.env.CARD_GATEWAY_URL)),
        // Google's reCAPTCHA script and frame, when Magento has reCAPTCHA v3 on for storefront forms.
        recaptchaFromEnv(process.env.RECAPTCHA_V3),
      )),
      production && new DropOrphanSourceMapsPlugin(),
      new TargetDocumentsPlugin(targetFile, targetSchema.label),
      production && new CompileHintsPlugin(),
      new WebManifestPlugin(path.resolve(__dirname, 'i18n')),
      production && new CompiledMessagesPlugin(path.resolve(__dirname, 'i18n'), parseMessage),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }],
      }),
      production && new MiniCssExtractPlugin({
        filename: 'static/css/[name].[contenthash:8].css',
        chunkFilename: 'static/css/[name].[contenthash:8].chunk.css',
      }),
      production && new GenerateSW({
        swDest: 'service-worker.js',
        clientsClaim: false,
        skipWaiting: false,
        cleanupOutdatedCaches: true,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/graphql/, /^\/media\//, /^\/segment\//, /^\/downloadable\//],
        // i18n/: served at /media/i18n/ (runtime caching below), not at their own path.
        exclude: [/\.map$/, /\.(br|gz)$/, /LICENSE/, /^graphql-operations\.json$/, /[\\/]early\.[0-9a-f]+\.js$/, /^i18n\//, /^security-headers\.conf$/],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // The first pages' declared queries get a cache of their own (src/shared/pageData/pageData.ts).
        runtimeCaching: runtimeCachingFor(FIRST_PAGE_OPERATIONS),
      }),
      // Precompressed copies beside each text asset (after the service worker is written, so that it
      // has its own): `npm run serve` and nginx (gzip_static, brotli_static) send them as they are.
      ...(production ? precompressed() : []),
      ReactRefreshPlugin && new ReactRefreshPlugin({ overlay: false }),
    ].filter(Boolean),
  };
};
