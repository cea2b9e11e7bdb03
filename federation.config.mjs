// One rspack config factory for every front-end package (decision 061): the host, each remote and the
// stand-alone games call it with what is theirs (name, exposes, dev port, dev proxy) and nothing else is copied.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { compileHintsPlugin } from './federation.compile-hints.mjs';
import { HOST_CONTRACT_FILE, hostContract } from './federation.host-contract.mjs';
import { PreloadBootstrapPlugin } from './federation.preload-bootstrap.mjs';
import { minimizers, moduleRules, reactAliases, repoRoot, sharedSingletons } from './federation.shared.mjs';
import { StartAfterFirstFramePlugin } from './federation.start-after-first-frame.mjs';

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];
const apiUrl = () => process.env.API_URL ?? 'http://127.0.0.1:8080';

/**
 * What every front-end build shares: mode, hashed file names in production, minifiers, NODE_ENV.
 * `files` is the folder the names go under (the host keeps its files in `static/`).
 */
export function frontEndConfig({
  dir,
  mode,
  outputPath,
  publicPath,
  files = '',
  resolve,
  rules,
  optimization,
  plugins,
  devServer,
}) {
  const dev = mode !== 'production';
  const hashed = (name) => `${files}${name}`;
  return {
    mode,
    context: dir,
    output: {
      path: outputPath,
      publicPath,
      filename: dev ? '[name].js' : hashed('[name].[contenthash:8].js'),
      chunkFilename: dev ? '[name].js' : hashed('[name].[contenthash:8].js'),
      cssFilename: dev ? '[name].css' : hashed('[name].[contenthash:8].css'),
      cssChunkFilename: dev ? '[name].css' : hashed('[name].[contenthash:8].css'),
      assetModuleFilename: hashed('[name].[contenthash:8][ext]'),
      clean: true,
    },
    resolve: { extensions: EXTENSIONS, ...resolve },
    module: { rules: rules ?? moduleRules() },
    // SOURCE_MAPS=1 pnpm build: a production build with maps beside it, to read a CPU profile of the built site.
    devtool: dev ? 'cheap-module-source-map' : process.env.SOURCE_MAPS ? 'source-map' : false,
    optimization: { minimizer: minimizers(rspack), ...optimization },
    plugins: [...plugins, new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) })],
    devServer,
    performance: { hints: false },
  };
}

export function modeOf(argv) {
  return argv?.mode ?? 'production';
}

/**
 * Writes the host's contract (federation.host-contract.mjs) beside the built host: the release gate on the server
 * checks every published remote against it. The contract's constants live in shared-contracts' TypeScript.
 */
class HostContractPlugin {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('HostContractPlugin', async () => {
      const { tsImport } = await import('tsx/esm/api');
      const federation = join(repoRoot, 'shared-contracts/src/federation');
      const { REMOTES } = await tsImport(join(federation, 'remotes.ts'), import.meta.url);
      const { REMOTE_PROPS_VERSION } = await tsImport(join(federation, 'remote-props.ts'), import.meta.url);
      const contract = hostContract({
        hostDir: this.dir,
        propsVersion: REMOTE_PROPS_VERSION,
        remotes: REMOTES,
      });
      mkdirSync(compiler.options.output.path, { recursive: true });
      writeFileSync(
        join(compiler.options.output.path, HOST_CONTRACT_FILE),
        `${JSON.stringify(contract, null, 2)}\n`,
      );
    });
  }
}

/**
 * Rspack finds the federation runtime with `require`, so the host and each remote got its CommonJS build, which is
 * not tree-shaken (the Node script loader, among others, came along). Its entry points are answered by the ES module
 * build of the same version instead, found the way rspack finds it: through the plugin's runtime-tools.
 */
function esmFederationRuntime() {
  let from = createRequire(import.meta.url);
  for (const name of [
    '@module-federation/enhanced/rspack',
    '@module-federation/rspack',
    '@module-federation/runtime-tools',
  ])
    from = createRequire(from.resolve(name));
  const entries =
    /@module-federation[\\/](webpack-bundler-runtime|inject-external-runtime-core-plugin)[\\/]dist[\\/]index\.cjs$/;
  return {
    alias: {
      '@module-federation/runtime': from.resolve('@module-federation/runtime').replace(/\.cjs$/, '.js'),
    },
    plugin: new rspack.NormalModuleReplacementPlugin(entries, (resource) => {
      resource.request = resource.request.replace(/\.cjs$/, '.js');
    }),
  };
}

/** The brand's coin for the browser tab, one file for every page the platform serves (shared-ui's theme). */
export function brandIcon(dir) {
  return createRequire(join(dir, 'package.json')).resolve('@platform/shared-ui/favicon.svg');
}

/** The federation host: builds into `dist/` (files under `static/`), remotes found at run time. */
export function hostConfig({ dir, name, port, proxy, runtimePlugins = [] }) {
  return (_env, argv) => {
    const mode = modeOf(argv);
    const dev = mode !== 'production';
    const runtime = esmFederationRuntime();
    const config = frontEndConfig({
      dir,
      mode,
      outputPath: join(dir, 'dist'),
      publicPath: '/',
      files: 'static/',
      resolve: { alias: { ...reactAliases(dir), ...runtime.alias } },
      optimization: { runtimeChunk: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          remotes: {},
          shared: sharedSingletons(dir, mode, { firstPaintEager: true }),
          shareStrategy: 'loaded-first',
          dts: false,
          runtimePlugins: dev ? runtimePlugins : [],
          // Remotes use the host's federation runtime instead of each bundling its own copy.
          experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
        }),
        runtime.plugin,
        new rspack.HtmlRspackPlugin({ template: './index.html', favicon: brandIcon(dir) }),
        new PreloadBootstrapPlugin(),
        new StartAfterFirstFramePlugin(),
        ...(dev ? [] : [compileHintsPlugin(), new HostContractPlugin(dir)]),
      ],
      devServer: {
        port,
        historyApiFallback: true,
        proxy: [{ context: proxy, target: apiUrl() }],
      },
    });
    return { ...config, entry: { main: './src/index.ts' }, output: { ...config.output, uniqueName: name } };
  };
}

/**
 * A federation remote: `exposes` are its public modules; each version builds into its own folder
 * (`dist/<version>`, or `REMOTE_OUT_DIR`; `REMOTE_VERSION` overrides the package version), so releases sit side by side and rollback is a registry row. In a release it runs on the
 * host's federation runtime; alone on its dev server (`pnpm dev`, the squad's harness) it brings its own.
 */
export function remoteConfig({ dir, name, exposes, port, proxy = ['/wps'], historyApiFallback = false }) {
  return (_env, argv) => {
    const mode = modeOf(argv);
    const dev = mode !== 'production';
    // `pnpm release --version` builds another version than package.json's (decision 098).
    const version =
      process.env.REMOTE_VERSION ?? JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
    const runtime = esmFederationRuntime();
    const config = frontEndConfig({
      dir,
      mode,
      outputPath: process.env.REMOTE_OUT_DIR ?? join(dir, 'dist', version),
      publicPath: 'auto',
      resolve: { alias: { ...reactAliases(dir), ...runtime.alias } },
      optimization: { runtimeChunk: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedSingletons(dir, mode),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: true,
          experiments: { externalRuntime: !dev, optimization: { target: 'web' } },
        }),
        runtime.plugin,
        ...(dev
          ? [new rspack.HtmlRspackPlugin({ template: './harness/index.html', filename: 'index.html' })]
          : []),
      ],
      devServer: {
        port,
        historyApiFallback,
        headers: { 'access-control-allow-origin': '*' },
        proxy: [{ context: proxy, target: apiUrl() }],
      },
    });
    // A release holds only what the host loads; the harness entry exists on the dev server only.
    return {
      ...config,
      entry: dev ? { harness: './harness/index.ts' } : {},
      output: { ...config.output, uniqueName: name },
    };
  };
}
