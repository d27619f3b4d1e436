import fs from 'node:fs';
import path from 'node:path';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import 'webpack-dev-server';
import { BundleBudgetPlugin } from './scripts/bundle-budgets.mjs';
import { InstallableAppPlugin, THEME_COLORS } from './scripts/installable-app.mjs';
import { PageScriptsPlugin } from './scripts/page-scripts.mjs';
import { UI_LANGUAGES } from './contract/preferences';
import { manifestPath } from './contract/installableApp';
import { PAGE_SLOTS } from './server/routes/spa/page-html';
import { OFFLINE_ATTRIBUTE } from './src/serviceWorker/rules';

const publicDir = path.resolve(__dirname, 'public');
const outputDir = path.resolve(__dirname, 'dist', 'public');
const apiServer = 'http://localhost:8080';
/** What the server sends pre-compressed (see server/routes/spa). */
const compressible = /\.(js|css|html|svg|json|webmanifest)$/;

const typescriptRule = (production: boolean) => ({
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        target: 'es2020',
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
      },
    },
  },
});

/**
 * The app compiled for Node, to render pages to HTML: the first screens at build time
 * (scripts/prerender.mjs runs it once webpack is done), and a signed-in visitor's page at each
 * request (server/routes/spa). One file: its lazy pages are needed at once.
 */
const serverRenderBuild: Configuration = {
  name: 'server-render',
  mode: 'production',
  target: 'node',
  entry: path.resolve(__dirname, 'src', 'app', 'prerender', 'index.tsx'),
  output: {
    path: path.resolve(__dirname, 'dist', 'server-render'),
    filename: 'app.cjs',
    library: { type: 'commonjs2' },
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
  module: {
    rules: [
      typescriptRule(true),
      // Only their URLs are used, and the client build has written the files.
      { test: /\.(png|jpe?g|webp|svg|css)$/, type: 'asset/resource', generator: { emit: false, filename: 'assets/[name].[contenthash][ext]' } },
    ],
  },
  optimization: { minimize: false },
  performance: { hints: false },
  plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
};

/** A page with no first screen (the app renders it), in English: the development server's and the offline page. */
const developmentPage: Record<keyof typeof PAGE_SLOTS, string> = {
  language: 'en',
  manifest: manifestPath('en'),
  head: '',
  root: '<div id="root"></div>',
  bodyEnd: '',
};

const HEAD_SCRIPT_BUILD = 'head-script';
const headScriptFile = path.resolve(__dirname, 'dist', 'head-script', 'head-script.js');
/** The head script as its build emitted it, read when the client's HTML is written (that build runs after it). */
const builtHeadScript = () => fs.readFileSync(headScriptFile, 'utf8').trim();

/**
 * public/index.html written to `filename` with these slots (the slots' own markers are kept by
 * the minifier, for scripts/prerender.mjs and the server to fill), the head script (read as the
 * page is written, after its build) and `htmlAttributes` on <html>.
 */
const pageTemplate = (filename: string, slots: Record<keyof typeof PAGE_SLOTS, string>, { headScript = (): string => '', htmlAttributes = '' }: { headScript?: () => string; htmlAttributes?: string } = {}) =>
  new HtmlWebpackPlugin({
    filename,
    template: path.join(publicDir, 'index.html'),
    templateParameters: () => ({ themeColors: THEME_COLORS, slots, headScript: headScript(), htmlAttributes }),
    minify: {
      collapseWhitespace: true,
      keepClosingSlash: true,
      removeComments: true,
      ignoreCustomComments: [/^app-/],
      removeRedundantAttributes: true,
      removeScriptTypeAttributes: true,
      removeStyleLinkTypeAttributes: true,
      useShortDoctype: true,
    },
  });

/**
 * The head script (src/headScript): built alone, with no runtime, into one small file inlined
 * into every page's head, whose bytes scripts/prerender.mjs hashes for the CSP.
 */
const headScriptBuild: Configuration = {
  name: HEAD_SCRIPT_BUILD,
  mode: 'production',
  target: ['web', 'es2020'],
  entry: path.resolve(__dirname, 'src', 'headScript', 'index.ts'),
  output: { path: path.dirname(headScriptFile), filename: path.basename(headScriptFile), iife: true, clean: true },
  resolve: { extensions: ['.ts', '.js'] },
  module: { rules: [typescriptRule(true)] },
  optimization: { minimizer: [new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: true, mangle: true } } })] },
  performance: { hints: false },
};

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration | Configuration[] => {
  const production = argv.mode !== 'development';
  const client: Configuration = {
    // Its HTML carries the head script's built bytes.
    dependencies: production ? [HEAD_SCRIPT_BUILD] : [],
    mode: production ? 'production' : 'development',
    entry: path.resolve(__dirname, 'src', 'main.tsx'),
    output: {
      path: outputDir,
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      rules: [
        typescriptRule(production),
        { test: /\.(png|jpe?g|webp|svg)$/, type: 'asset/resource' },
        // Imported for its URL and linked by the page that needs it (the API reference's Swagger UI).
        { test: /\.css$/, type: 'asset/resource' },
      ],
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    optimization: {
      runtimeChunk: 'single',
      moduleIds: 'deterministic',
      splitChunks: {
        cacheGroups: {
          // Libraries the first screen needs change less often than app code: their own long-cached chunk.
          // Libraries only lazy pages use stay with those pages, so a first visit does not pay for them.
          // Four parts rather than one 650 KB script: a browser compiles each script in a task of its own, and
          // the single one was a task long enough to block input on a phone.
          react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'vendor-react', chunks: 'initial', priority: 20 },
          mui: { test: /[\\/]node_modules[\\/](@mui|@emotion|stylis|react-transition-group|@popperjs|clsx)[\\/]/, name: 'vendor-mui', chunks: 'initial', priority: 20 },
          data: { test: /[\\/]node_modules[\\/](@reduxjs|redux|redux-thunk|react-redux|immer|reselect|zod|use-sync-external-store)[\\/]/, name: 'vendor-data', chunks: 'initial', priority: 20 },
          vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendor', chunks: 'initial', priority: 10 },
        },
      },
      minimize: production,
      minimizer: [new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: true, mangle: true } } })],
    },
    performance: { hints: false },
    plugins: [
      // The page template: scripts/prerender.mjs and the server fill its slots (server/routes/spa/page-html.ts), which minifying keeps.
      production ? pageTemplate('index.html', PAGE_SLOTS, { headScript: builtHeadScript }) : pageTemplate('index.html', developmentPage),
      // The installed app's page when the network is gone: the app renders over an empty #root, told it came offline.
      ...(production ? [pageTemplate('offline.html', developmentPage, { headScript: builtHeadScript, htmlAttributes: ` ${OFFLINE_ATTRIBUTE}=""` })] : []),
      new CopyPlugin({ patterns: [{ from: publicDir, globOptions: { ignore: ['**/index.html'] } }] }),
      new PageScriptsPlugin(),
      new InstallableAppPlugin({ icon: path.join(publicDir, 'favicon.svg'), locales: path.resolve(__dirname, 'src', 'i18n', 'locales'), languages: UI_LANGUAGES, manifestPath }),
      ...(production
        ? [
            // The service worker, with the list of what it precaches: every script and style but the
            // API reference's (Swagger UI, 1.7 MB, for the few who open it), the icons and the offline page.
            new InjectManifest({
              swSrc: path.resolve(__dirname, 'src', 'serviceWorker', 'serviceWorker.ts'),
              swDest: 'sw.js',
              excludeChunks: ['api-reference'],
              exclude: [/\.(br|gz|map|txt)$/, /^page-scripts\.json$/, /^config\.json$/, /^index\.html$/],
            }),
            new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: compressible, threshold: 1024 }),
            // The plugin's brotli default is already the best quality (11).
            new BundleBudgetPlugin(),
            new CompressionPlugin({ filename: '[path][base].br', algorithm: 'brotliCompress', test: compressible, threshold: 1024 }),
          ]
        : []),
    ],
    devServer: {
      port: 3000,
      hot: true,
      historyApiFallback: true,
      static: false,
      proxy: [{ context: ['/api', '/3', '/images'], target: apiServer }],
    },
  };
  return production ? [client, serverRenderBuild, headScriptBuild] : client;
};
