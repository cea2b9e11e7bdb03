import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { minimizers } from '../../federation.shared.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/** Where platform-api serves the built game (platform-api/src/http/house-games.ts). */
export const BASE_PATH = '/house-games/slot/';

/**
 * The slot is built alone, not as a federation remote: the game page frames it by URL, so it shares nothing with
 * the host and brings its own (small) runtime: Preact instead of React keeps the first load light on a phone.
 * Two pages: the game (index.html) and the public verifier (verify.html).
 */
export default (_env, argv) => {
  const mode = argv.mode ?? 'production';
  const dev = mode !== 'production';
  return {
    mode,
    context: here,
    entry: { game: './src/game-main.tsx', verify: './src/verify-main.tsx' },
    output: {
      path: join(here, 'dist'),
      publicPath: BASE_PATH,
      filename: dev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      assetModuleFilename: '[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', importSource: 'preact' } },
              target: 'es2020',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(woff2?)$/, type: 'asset/resource' },
      ],
    },
    devtool: dev ? 'cheap-module-source-map' : false,
    optimization: {
      minimizer: minimizers(rspack),
      splitChunks: { chunks: 'all', cacheGroups: { default: false } },
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: './src/page.html',
        filename: 'index.html',
        chunks: ['game'],
        templateParameters: { title: 'Temple of Fortune' },
      }),
      new rspack.HtmlRspackPlugin({
        template: './src/page.html',
        filename: 'verify.html',
        chunks: ['verify'],
        templateParameters: { title: 'Temple of Fortune: spin verifier' },
      }),
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
    ],
    devServer: {
      port: 3010,
      devMiddleware: { publicPath: BASE_PATH },
      proxy: [{ context: ['/studio'], target: process.env.API_URL ?? 'http://127.0.0.1:8080' }],
    },
    performance: { hints: false },
  };
};
