import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { frontEndConfig, modeOf } from '../../federation.config.mjs';
import { moduleRules } from '../../federation.shared.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/** Where platform-api serves the built game (platform-api/src/http/house-games.ts). */
export const BASE_PATH = '/house-games/slot/';

/** The site's rules, with JSX compiled for Preact itself (no compat layer here). */
function preactRules() {
  return moduleRules().map((rule) =>
    rule.loader === 'builtin:swc-loader'
      ? {
          ...rule,
          options: {
            jsc: {
              ...rule.options.jsc,
              transform: { react: { runtime: 'automatic', importSource: 'preact' } },
            },
          },
        }
      : rule,
  );
}

/**
 * The slot is built alone, not as a federation remote: the game page frames it by URL, so it shares nothing with
 * the host and brings its own (small) runtime: Preact instead of React keeps the first load light on a phone.
 * Two pages: the game (index.html) and the public verifier (verify.html).
 */
export default (_env, argv) => {
  const mode = modeOf(argv);
  const page = (filename, chunk, title) =>
    new rspack.HtmlRspackPlugin({
      template: './src/page.html',
      filename,
      chunks: [chunk],
      templateParameters: { title },
    });
  return {
    ...frontEndConfig({
      dir: here,
      mode,
      outputPath: join(here, 'dist'),
      publicPath: BASE_PATH,
      resolve: { alias: { react: 'preact/compat', 'react-dom': 'preact/compat' } },
      rules: preactRules(),
      optimization: { splitChunks: { chunks: 'all', cacheGroups: { default: false } } },
      plugins: [
        page('index.html', 'game', 'Temple of Fortune'),
        page('verify.html', 'verify', 'Temple of Fortune: spin verifier'),
        new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] }),
      ],
      devServer: {
        port: 3010,
        devMiddleware: { publicPath: BASE_PATH },
        proxy: [{ context: ['/studio'], target: process.env.API_URL ?? 'http://127.0.0.1:8080' }],
      },
    }),
    entry: { game: './src/game-main.tsx', verify: './src/verify-main.tsx' },
  };
};
