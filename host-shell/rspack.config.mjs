import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { minimizers, moduleRules, reactAliases, sharedSingletons } from '../federation.shared.mjs';

const here = dirname(fileURLToPath(import.meta.url));

export default (_env, argv) => {
  const mode = argv.mode ?? 'production';
  const dev = mode !== 'production';
  return {
    mode,
    context: here,
    entry: { main: './src/index.ts' },
    output: {
      path: join(here, 'dist'),
      publicPath: '/',
      filename: dev ? '[name].js' : 'static/[name].[contenthash:8].js',
      chunkFilename: dev ? '[name].js' : 'static/[name].[contenthash:8].js',
      cssFilename: dev ? '[name].css' : 'static/[name].[contenthash:8].css',
      cssChunkFilename: dev ? '[name].css' : 'static/[name].[contenthash:8].css',
      assetModuleFilename: 'static/[name].[contenthash:8][ext]',
      uniqueName: 'host_shell',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'], alias: reactAliases(here) },
    module: { rules: moduleRules() },
    devtool: dev ? 'cheap-module-source-map' : false,
    optimization: { runtimeChunk: false, minimizer: minimizers(rspack) },
    plugins: [
      new ModuleFederationPlugin({
        name: 'host_shell',
        remotes: {},
        shared: sharedSingletons(here, mode),
        shareStrategy: 'loaded-first',
        dts: false,
        runtimePlugins: dev ? [join(here, 'src/federation/dev-override-plugin.ts')] : [],
        // Remotes use the host's federation runtime instead of each bundling its own copy.
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
      new rspack.HtmlRspackPlugin({ template: './index.html' }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
    ],
    devServer: {
      port: 3000,
      historyApiFallback: true,
      proxy: [{ context: ['/wps', '/remotes'], target: process.env.API_URL ?? 'http://127.0.0.1:8080' }],
    },
    performance: { hints: false },
  };
};
