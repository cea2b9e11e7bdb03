import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { minimizers, moduleRules, sharedSingletons } from '../federation.shared.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { version } = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));

/**
 * The lottery remote (issue 11): one exposed module the host mounts on /lottery, /seaLottery and /vnLottery; the
 * engine (for the verifier and the rules' RTP) and each language's texts are chunks of their own.
 */
export default (_env, argv) => {
  const mode = argv.mode ?? 'production';
  const dev = mode !== 'production';
  return {
    mode,
    context: here,
    // The harness runs the remote alone for its squad (`pnpm dev`); a release holds only what the host loads.
    entry: dev ? { harness: './harness/index.ts' } : {},
    output: {
      path: process.env.REMOTE_OUT_DIR ?? join(here, 'dist', version),
      publicPath: 'auto',
      filename: dev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      assetModuleFilename: '[name].[contenthash:8][ext]',
      uniqueName: 'mfe_lottery',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    module: { rules: moduleRules() },
    devtool: dev ? 'cheap-module-source-map' : false,
    optimization: { runtimeChunk: false, minimizer: minimizers(rspack) },
    plugins: [
      new ModuleFederationPlugin({
        name: 'mfe_lottery',
        filename: 'remoteEntry.js',
        exposes: {
          './LotteryLobby': './src/expose/lottery-lobby.tsx',
        },
        shared: sharedSingletons(here, mode),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: true,
        // In a release the remote runs on the host's federation runtime; alone on its dev server it brings its own.
        experiments: { externalRuntime: !dev, optimization: { target: 'web' } },
      }),
      ...(dev
        ? [new rspack.HtmlRspackPlugin({ template: './harness/index.html', filename: 'index.html' })]
        : []),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
    ],
    devServer: {
      port: 3005,
      historyApiFallback: true,
      headers: { 'access-control-allow-origin': '*' },
      proxy: [
        {
          context: ['/wps', '/lgw', '/house-games', '/studio'],
          target: process.env.API_URL ?? 'http://127.0.0.1:8080',
        },
      ],
    },
    performance: { hints: false },
  };
};
