// The one list of federation singletons, used by the host and every remote: one React, one i18n and one copy
// of the platform's shared packages in the page. A version clash fails loudly in development.
// The router is not shared: only the host routes (remotes get `navigate` and `basePath` in their props), and a
// shared module cannot be tree-shaken, which would cost every visitor some 60 KB of router they never run.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));

/** The ES module file a package exports under `subpath`, found from `fromDir` (so any importer can use it). */
function esmFileOf(name, subpath, fromDir) {
  const require = createRequire(join(fromDir, 'package.json'));
  const pkgPath = require.resolve(`${name}/package.json`);
  const target = JSON.parse(readFileSync(pkgPath, 'utf8')).exports[subpath];
  return join(dirname(pkgPath), typeof target === 'string' ? target : (target.import ?? target.default));
}

function versionOf(name, fromDir) {
  const require = createRequire(join(fromDir, 'package.json'));
  const pkgPath = require.resolve(`${name}/package.json`);
  return JSON.parse(readFileSync(pkgPath, 'utf8')).version;
}

/**
 * The browser bundles run React's API on preact/compat (decision 060): about 4 KB gzip instead of react-dom's 60.
 * Code and libraries keep importing `react`; `react` is shared as preact/compat itself, next to Preact's core,
 * hooks and JSX runtime, so the page holds one Preact whichever bundle loads first. A file can be shared under one
 * name only, so `react-dom` and `preact/compat` go through `react` (federation.react-dom.mjs) and the small
 * client and JSX entry points are bundled where used, importing the shared modules.
 */
const REACT_ON_PREACT = {
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  'react-dom/client': 'preact/compat/client',
};
// react-i18next reads `useSyncExternalStore` through its shim package; Preact's compat has it.
const THROUGH_REACT = ['react-dom', 'preact/compat', 'use-sync-external-store/shim'];

/**
 * react-i18next is shared as the three names the bundles use (federation.react-i18next.mjs): a shared module is
 * never tree-shaken, and the package's index also carries Trans, IcuTrans and their HTML parser (~6 KB gzip) that
 * no screen renders. `react-i18next/es/` reaches the package's ES files past its `exports` map.
 */
const REACT_I18NEXT_PARTS = 'react-i18next/es';
const REACT_I18NEXT_SLIM = join(root, 'federation.react-i18next.mjs');
/** The same for TanStack Query (federation.react-query.mjs); `@tanstack/react-query/modern/` reaches its ES build. */
const REACT_QUERY_PARTS = '@tanstack/react-query/modern';
const REACT_QUERY_SLIM = join(root, 'federation.react-query.mjs');

// [request, package that must be a dependency, module that provides it when not the request itself]
const SINGLETONS = [
  ['preact', 'preact'],
  ['preact/hooks', 'preact'],
  ['preact/jsx-runtime', 'preact'],
  ['react', 'preact', 'preact/compat'],
  ['jotai', 'jotai'],
  ['i18next', 'i18next'],
  ['react-i18next', 'react-i18next', REACT_I18NEXT_SLIM],
  ['@platform/shared-ui', '@platform/shared-ui'],
  // Browsers get only the client surface of the contracts (decision 028); nothing imports the root there.
  ['@platform/shared-contracts/client', '@platform/shared-contracts'],
  // The lottery's and the cashier's calls: singletons of their own, so the home page does not carry them (decision 118).
  ['@platform/shared-contracts/lottery-calls', '@platform/shared-contracts'],
  ['@platform/shared-contracts/payment-calls', '@platform/shared-contracts'],
  // One query cache library for the data-heavy remotes (decision 026); only packages that depend on it share it.
  ['@tanstack/react-query', '@tanstack/react-query', REACT_QUERY_SLIM],
];

function providerFile(provider, packageDir) {
  if (provider.startsWith('preact')) return esmFileOf('preact', provider.replace('preact', '.'), packageDir);
  return provider;
}

/**
 * The singletons the host's first paint runs on. The host provides them eagerly, inside its entry file (decision 126):
 * as separate files they were a second and third wave of requests before anything could render, each costing a
 * script element and a round trip on a phone. Remotes still share them lazily and find the host's copies loaded.
 */
const FIRST_PAINT = new Set([
  'preact',
  'preact/hooks',
  'preact/jsx-runtime',
  'react',
  'jotai',
  'i18next',
  'react-i18next',
  '@platform/shared-ui',
  '@platform/shared-contracts/client',
]);

/**
 * Shared config for a federation build in `packageDir`; only the packages it depends on are listed. The host passes
 * `firstPaintEager` so the singletons of its first paint come inside its entry.
 */
export function sharedSingletons(packageDir, mode, { firstPaintEager = false } = {}) {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const [request, packageName, provider] of SINGLETONS) {
    if (!deps[packageName]) continue;
    const version = versionOf(packageName, packageDir);
    shared[request] = {
      ...(provider ? { import: providerFile(provider, packageDir) } : {}),
      singleton: true,
      requiredVersion: deps[packageName].startsWith('workspace:') ? `^${version}` : deps[packageName],
      version,
      strictVersion: mode !== 'production',
      ...(firstPaintEager && FIRST_PAINT.has(request) ? { eager: true } : {}),
    };
  }
  return shared;
}

/** `resolve.alias` for a front-end package: React's entry points answered by preact/compat (see above). */
export function reactAliases(packageDir) {
  const alias = {};
  for (const [request, target] of Object.entries(REACT_ON_PREACT)) {
    alias[`${request}$`] = esmFileOf('preact', target.replace('preact', '.'), packageDir);
  }
  for (const request of THROUGH_REACT) alias[`${request}$`] = join(root, 'federation.react-dom.mjs');
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const require = createRequire(join(packageDir, 'package.json'));
  if (pkg.dependencies?.['react-i18next'])
    alias[REACT_I18NEXT_PARTS] = join(dirname(require.resolve('react-i18next/package.json')), 'dist/es');
  if (pkg.dependencies?.['@tanstack/react-query'])
    alias[REACT_QUERY_PARTS] = join(
      dirname(require.resolve('@tanstack/react-query/package.json')),
      'build/modern',
    );
  return alias;
}

/** Rules every front-end package compiles with: TypeScript/JSX through SWC, CSS and fonts as assets. */
export function moduleRules() {
  return [
    {
      test: /\.[cm]?tsx?$/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2020',
        },
      },
      type: 'javascript/auto',
    },
    { test: /\.css$/, type: 'css/auto' },
    { test: /\.(woff2?|png|svg|jpg)$/, type: 'asset/resource' },
  ];
}

export const repoRoot = root;

/**
 * Browsers the site supports (Android Chrome and WebView of the last years, iOS Safari 15.4+). Modern CSS such
 * as logical properties stays as written instead of being rewritten into :lang() fallbacks.
 */
export const BROWSER_TARGETS = ['chrome >= 100', 'safari >= 15.4', 'firefox >= 110', 'samsung >= 19'];

/** Minimizers for production: SWC for JS, Lightning CSS with the site's browser targets. */
export function minimizers(rspack) {
  return [
    new rspack.SwcJsMinimizerRspackPlugin(),
    new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSER_TARGETS } }),
  ];
}
