// The one list of federation singletons, used by the host and every remote: one React, one router, one i18n
// and one copy of the platform's shared packages in the page. A version clash fails loudly in development.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));

function versionOf(name, fromDir) {
  const require = createRequire(join(fromDir, 'package.json'));
  const pkgPath = require.resolve(`${name}/package.json`);
  return JSON.parse(readFileSync(pkgPath, 'utf8')).version;
}

const SINGLETONS = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['react-router-dom', 'react-router-dom'],
  ['jotai', 'jotai'],
  ['i18next', 'i18next'],
  ['react-i18next', 'react-i18next'],
  ['@platform/shared-ui', '@platform/shared-ui'],
  ['@platform/shared-contracts', '@platform/shared-contracts'],
];

/** Shared config for a federation build in `packageDir`; only the packages it depends on are listed. */
export function sharedSingletons(packageDir, mode) {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const [request, packageName] of SINGLETONS) {
    if (!deps[packageName]) continue;
    const version = versionOf(packageName, packageDir);
    shared[request] = {
      singleton: true,
      requiredVersion: deps[packageName].startsWith('workspace:') ? `^${version}` : deps[packageName],
      version,
      strictVersion: mode !== 'production',
    };
  }
  return shared;
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
