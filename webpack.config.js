// Production: content-hashed files, one chunk per lazy route, source maps, Workbox service worker.
// Development (npm start): served by webpack-dev-server from server/bin/start.ts with React Fast Refresh.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const HtmlInlineCssWebpackPlugin = require('html-inline-css-webpack-plugin').default;
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
// Build-time TypeScript (the store table, the manifest and icon generator), loaded through tsx.
const tsxRequire = (file) => require('tsx/cjs/api').require(file, __filename);
const { WebManifestPlugin } = tsxRequire('./src/pwa/build/webManifests.ts');
const { loadTargetSchema, resolveTargetSchema, shipDocumentTo, writeTargetSchema } = tsxRequire('./src/build/graphql/schemas.ts');
const { capabilitiesOf, capabilityDefinitions } = tsxRequire('./src/build/graphql/capabilities.ts');
const { TargetDocumentsPlugin } = tsxRequire('./src/build/graphql/targetDocumentsPlugin.ts');
const { extraSourcesFromEnv } = tsxRequire('./server/src/http/contentSecurityPolicy.ts');
const { NGINX_SECURITY_HEADERS_FILE, nginxSecurityHeaders } = tsxRequire('./server/src/http/nginxSecurityHeaders.ts');
const { Compilation, DefinePlugin, sources } = require('webpack');
const { GenerateSW } = require('workbox-webpack-plugin');
const pkg = require('./package.json');

const DAY_S = 24 * 60 * 60;

// Runtime caching of the service worker (spec §7, issue #8), first match wins. The matchers and the
// plugin are copied into service-worker.js as source text: they must not use anything from here.
const runtimeCaching = [
  // Mutations and analytics go to the network only and are never stored.
  { urlPattern: ({ url }) => url.pathname === '/graphql', method: 'POST', handler: 'NetworkOnly' },
  { urlPattern: ({ url }) => url.pathname.startsWith('/segment/'), method: 'POST', handler: 'NetworkOnly' },
  { urlPattern: ({ url }) => url.pathname.startsWith('/segment/'), method: 'GET', handler: 'NetworkOnly' },
  {
    // Catalogue and CMS queries (GET /graphql?query=…&operationName=…): stale-while-revalidate.
    // Never a signed-in request (Authorization header) and never an operation whose name speaks of
    // the cart, the customer, orders, VAT or the wish list: those stay NetworkOnly (next rule).
    urlPattern: ({ url, request, sameOrigin }) => {
      if (!sameOrigin || url.pathname !== '/graphql' || request.headers.has('Authorization')) return false;
      const operation = url.searchParams.get('operationName') || '';
      return /^[A-Za-z]+$/.test(operation) && !/cart|customer|account|order|vat|wish/i.test(operation);
    },
    handler: 'StaleWhileRevalidate',
    options: {
      cacheName: 'graphql-catalogue',
      expiration: { maxEntries: 400, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true },
      plugins: [
        {
          // One URL answers differently per store and currency (headers, not the URL): key by them too.
          cacheKeyWillBeUsed: async ({ request }) => {
            const key = new URL(request.url);
            key.searchParams.set('sw-store', request.headers.get('Store') || '');
            key.searchParams.set('sw-currency', request.headers.get('Content-Currency') || '');
            return key.href;
          },
          // Only complete public answers: never an error status, never one marked private (a signed-in
          // answer). Not no-store: servers send it on every GraphQL answer, and this cache is the
          // shopper's own offline copy of what they saw, not a shared cache.
          cacheWillUpdate: async ({ response }) => {
            const control = response.headers.get('Cache-Control') || '';
            return response.status === 200 && !/private/i.test(control) ? response : null;
          },
        },
      ],
    },
  },
  { urlPattern: ({ url }) => url.pathname === '/graphql', method: 'GET', handler: 'NetworkOnly' },
  {
    // Translations: shown at once from the cache, refreshed behind.
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/i18n/') && url.pathname.endsWith('.json'),
    handler: 'StaleWhileRevalidate',
    options: { cacheName: 'i18n', cacheableResponse: { statuses: [200] } },
  },
  {
    // Content-hashed bundles the precache does not hold: their name changes with their content.
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/static/'),
    handler: 'CacheFirst',
    options: {
      cacheName: 'static-assets',
      expiration: { maxEntries: 200, maxAgeSeconds: 365 * DAY_S, purgeOnQuotaError: true },
      cacheableResponse: { statuses: [200] },
    },
  },
  {
    // Images (/media product and CMS images, any other image): cache-first within limits.
    urlPattern: ({ url, request, sameOrigin }) =>
      request.destination === 'image' ||
      (sameOrigin && url.pathname.startsWith('/media/') && /[.](png|jpe?g|gif|webp|avif|svg)$/i.test(url.pathname)),
    handler: 'CacheFirst',
    options: {
      cacheName: 'images',
      expiration: { maxEntries: 250, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true },
      cacheableResponse: { statuses: [200] },
    },
  },
];

/**
 * Writes each locale of i18n/ compiled (every ICU message parsed ahead of time, as react-intl takes
 * it) to i18n/{locale}.json in the build: `npm run serve` and the documented deployment answer
 * /media/i18n/{locale}.json with these (src/lib/i18n/compileMessages.ts).
 */
class CompiledMessagesPlugin {
  constructor(dir, parse) {
    this.dir = dir;
    this.parse = parse;
  }

  apply(compiler) {
    const { compileMessages } = tsxRequire('./src/lib/i18n/compileMessages.ts');
    compiler.hooks.thisCompilation.tap('CompiledMessagesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompiledMessagesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const file of fs.readdirSync(this.dir).filter((name) => /^[a-z]{2}_[A-Z]{2}\.json$/.test(name))) {
          const source = JSON.parse(fs.readFileSync(path.join(this.dir, file), 'utf8'));
          compilation.fileDependencies.add(path.join(this.dir, file));
          const json = JSON.stringify(compileMessages(source, this.parse));
          compilation.emitAsset(`i18n/${file}`, new compiler.webpack.sources.RawSource(json));
        }
      });
    });
  }
}

/** Modules of the browsing pages' shared chunks, put into the entry (see entry.main). */
const BROWSING_SHARED = [
  './src/features/catalog/catalogFragments.ts',
  './src/features/catalog/catalogUrls.ts',
  './src/components/ProductCard.tsx',
  './src/features/catalog/usePriceDisplay.ts',
];

/** The pages whose code the early script preloads (webpackChunkName of their import in src/app/pages.ts, FallbackPage). */
const EARLY_PAGES = ['home', 'search', 'category', 'product'];

/**
 * Puts the production build's early-request script (src/boot/earlyEntry.ts, a few KB with its own
 * runtime) into <head> as an inline script, first of all tags: it sends the first screen's requests
 * while the app's scripts download. Its file stays out of the page's script tags. Before it, the
 * files (scripts and styles) of each page in EARLY_PAGES, which it preloads for the URL it opens.
 */
class InlineEarlyScriptPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('InlineEarlyScriptPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('InlineEarlyScriptPlugin', (data) => {
        const chunk = [...compilation.chunks].find((c) => c.name === 'early');
        const file = chunk && [...chunk.files].find((f) => f.endsWith('.js'));
        if (!file) throw new Error('The early-request chunk is missing from the build.');
        const source = compilation.getAsset(file).source.source().toString().replace(/\n?\/\/# sourceMappingURL=.*$/, '');
        const pageFiles = Object.fromEntries(EARLY_PAGES.map((name) => {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) throw new Error(`No chunk group named ${name} to preload.`);
          const files = group.chunks.flatMap((c) => [...c.files]).filter((f) => /\.(js|css)$/.test(f));
          return [name, files.map((f) => compilation.outputOptions.publicPath + f)];
        }));
        const script = `window.__spectranePageFiles=${JSON.stringify(pageFiles)};\n${source}`;
        data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', { id: 'early-requests' }, script));
        return data;
      });
    });
  }
}

/**
 * Writes security-headers.conf beside index.html: the nginx add_header lines of the headers `npm run serve` sends,
 * with the CSP hash of this build's inline early-request script (README "Security"). Read from the emitted page,
 * after minification, so the hash is of the exact bytes a browser gets.
 */
class SecurityHeadersPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('SecurityHeadersPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).afterEmit.tap('SecurityHeadersPlugin', (data) => {
        const html = compilation.getAsset(data.outputName).source.source().toString();
        const conf = nginxSecurityHeaders(html, extraSourcesFromEnv(process.env.CSP_EXTRA_SOURCES));
        compilation.emitAsset(NGINX_SECURITY_HEADERS_FILE, new sources.RawSource(conf));
        return data;
      });
    });
  }
}

/** Removes the source maps whose file is gone (the entry's style sheet, inlined into index.html). */
class DropOrphanSourceMapsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('DropOrphanSourceMapsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'DropOrphanSourceMapsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        for (const name of Object.keys(assets)) {
          if (name.endsWith('.map') && !compilation.getAsset(name.slice(0, -'.map'.length))) compilation.deleteAsset(name);
        }
      });
    });
  }
}

/** Chunks every first load runs once its page shows (the cart's documents, src/app/boot.ts startCartSync). */
const AFTER_FIRST_PAINT = ['cart-documents'];

/** V8's explicit compile hint, the first line of a script (https://v8.dev/blog/explicit-compile-hints). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the first load's scripts (the entry's chunks, those of EARLY_PAGES and AFTER_FIRST_PAINT) with
 * V8's compile hint: Chromium compiles all their functions on a background thread while the script
 * streams in, instead of each on the main thread the first time it is called. Nearly all of their code
 * runs as the first page starts, where lazy compiling lengthened the main thread's tasks (Lighthouse
 * TBT, medians of interleaved runs: product 251 -> 166 ms, category 198 -> 127 ms). Chunks loaded later
 * (antd, checkout, account) stay lazy: most of their functions may never run. Runs after Terser (which
 * drops comments) and before the source maps (which then count the extra line).
 */
class CompileHintsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage }, () => {
        const groups = [compilation.entrypoints.get('main'), ...[...EARLY_PAGES, ...AFTER_FIRST_PAINT].map((name) => {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) throw new Error(`No chunk group named ${name} to give the compile hint.`);
          return group;
        })];
        const files = new Set(groups.flatMap((group) => group.chunks.flatMap((chunk) => [...chunk.files])));
        for (const file of files) {
          if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
        }
      });
    });
  }
}

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
      filename: production ? 'static/js/[name].[contenthash:10].js' : 'static/js/[name].js',
      chunkFilename: production ? 'static/js/[name].[contenthash:10].chunk.js' : 'static/js/[name].chunk.js',
      assetModuleFilename: 'static/media/[name].[contenthash:10][ext]',
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
        // The deployment config of src/lib/config/site.ts (README "Configuration").
        ...Object.fromEntries(
          ['SITE_BRAND', 'SITE_BRAND_NAME', 'COMPANION_URL', 'COMPANION_SIGNIN_URL', 'COMPANION_SIGNUP_URL', 'FEATURE_FLAGS']
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
      production && new InlineEarlyScriptPlugin(),
      // The entry's style sheet (the shell's and every page's common styles, a few KB) inside
      // index.html: the first paint waits for no request but the page itself.
      production && new HtmlInlineCssWebpackPlugin({
        // Asked with the output file's name, and with the link's URL (public path /).
        filter: (file) => file === 'index.html' || /^\/?static\/css\/main\.[0-9a-f]+\.css$/.test(file),
        // The plugin puts the tag in with String.replace: a $ in the CSS must not read as a pattern.
        styleTagFactory: ({ style }) => `<style>${style.replace(/\/\*# sourceMappingURL=.*?\*\//g, '').replace(/\$/g, '$$$$')}</style>`,
      }),
      production && new SecurityHeadersPlugin(),
      production && new DropOrphanSourceMapsPlugin(),
      new TargetDocumentsPlugin(targetFile, targetSchema.label),
      production && new CompileHintsPlugin(),
      new WebManifestPlugin(path.resolve(__dirname, 'i18n')),
      production && new CompiledMessagesPlugin(path.resolve(__dirname, 'i18n'), parseMessage),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }],
      }),
      production && new MiniCssExtractPlugin({
        filename: 'static/css/[name].[contenthash:10].css',
        chunkFilename: 'static/css/[name].[contenthash:10].chunk.css',
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
        runtimeCaching,
      }),
      // Precompressed copies beside each text asset (after the service worker is written, so that it
      // has its own): `npm run serve` and nginx (gzip_static, brotli_static) send them as they are.
      ...(production ? precompressed() : []),
      ReactRefreshPlugin && new ReactRefreshPlugin({ overlay: false }),
    ].filter(Boolean),
  };
};

/** Brotli (quality 11) and gzip (level 9) copies of the build's text assets: name.br, name.gz. */
function precompressed() {
  const test = /\.(js|css|html|svg|json|webmanifest)$/;
  return [
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      test,
      threshold: 1024,
      minRatio: 0.9,
    }),
    new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 }, test, threshold: 1024, minRatio: 0.9 }),
  ];
}

// For the unit test of the caching rules (test/unit/pwa/runtimeCaching.test.ts).
module.exports.runtimeCaching = runtimeCaching;
