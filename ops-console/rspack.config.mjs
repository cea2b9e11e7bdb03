import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { brandIcon, frontEndConfig, modeOf } from '../federation.config.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const preactDir = dirname(createRequire(join(here, 'package.json')).resolve('preact/package.json'));

/**
 * Where platform-api serves the built console's files (decision 100): the page itself at `/ops/`, its hashed
 * files under `/ops/console/`, apart from the operator calls at `/ops/<call>`. Screens are hash routes.
 */
export const ASSET_PATH = '/ops/console/';

/** React's API on preact/compat, as the site's bundles run it (decision 060); the console shares nothing. */
const REACT_ON_PREACT = {
  react$: join(preactDir, 'compat/dist/compat.mjs'),
  'react-dom$': join(preactDir, 'compat/dist/compat.mjs'),
  'react-dom/client$': join(preactDir, 'compat/client.mjs'),
  'react/jsx-runtime$': join(preactDir, 'compat/jsx-runtime.mjs'),
  'react/jsx-dev-runtime$': join(preactDir, 'compat/jsx-dev-runtime.mjs'),
};

/** The operators' console: a plain app (not a federation remote), never part of the player site's bundles. */
export default (_env, argv) => {
  const mode = modeOf(argv);
  return {
    ...frontEndConfig({
      dir: here,
      mode,
      outputPath: join(here, 'dist'),
      publicPath: ASSET_PATH,
      resolve: { alias: REACT_ON_PREACT },
      optimization: { splitChunks: { chunks: 'all' } },
      plugins: [new rspack.HtmlRspackPlugin({ template: './index.html', favicon: brandIcon(here) })],
      devServer: {
        port: 8401,
        devMiddleware: { publicPath: ASSET_PATH },
        historyApiFallback: { index: `${ASSET_PATH}index.html` },
        proxy: [{ context: ['/ops/'], target: process.env.API_URL ?? 'http://127.0.0.1:8080' }],
      },
    }),
    entry: { console: './src/index.tsx' },
  };
};
