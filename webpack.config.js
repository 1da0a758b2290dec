// Production: content-hashed files, one chunk per lazy route, source maps, Workbox service worker.
// Development (npm start): served by webpack-dev-server from server/bin/start.ts with React Fast Refresh.
const path = require('node:path');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { DefinePlugin } = require('webpack');
const { GenerateSW } = require('workbox-webpack-plugin');
const pkg = require('./package.json');

module.exports = (_env = {}, argv = {}) => {
  const production = (argv.mode || process.env.NODE_ENV) === 'production';
  const ReactRefreshPlugin = production ? null : require('@pmmmwh/react-refresh-webpack-plugin');
  const appVersion = process.env.APP_VERSION || pkg.version;

  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'static/js/[name].[contenthash:10].js' : 'static/js/[name].js',
      chunkFilename: production ? 'static/js/[name].[contenthash:10].chunk.js' : 'static/js/[name].chunk.js',
      assetModuleFilename: 'static/media/[name].[contenthash:10][ext]',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
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
          test: /\.css$/,
          use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
        },
        { test: /\.(png|jpe?g|gif|svg|webp|ico)$/i, type: 'asset/resource' },
      ],
    },
    optimization: {
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            name: 'react',
            priority: 20,
          },
        },
      },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    plugins: [
      new DefinePlugin({
        'process.env.APP_VERSION': JSON.stringify(appVersion),
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        // The deployment config of src/lib/config/site.ts (README "Configuration").
        ...Object.fromEntries(
          ['SITE_BRAND', 'SITE_BRAND_NAME', 'COMPANION_URL', 'COMPANION_SIGNIN_URL', 'COMPANION_SIGNUP_URL', 'FEATURE_FLAGS']
            .map((name) => [`process.env.${name}`, JSON.stringify(process.env[name] || '')]),
        ),
      }),
      new HtmlWebpackPlugin({ template: 'public/index.html', scriptLoading: 'defer' }),
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
        navigateFallbackDenylist: [/^\/graphql/, /^\/media\//, /^\/segment\//],
        exclude: [/\.map$/, /LICENSE/],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      }),
      ReactRefreshPlugin && new ReactRefreshPlugin({ overlay: false }),
    ].filter(Boolean),
  };
};
