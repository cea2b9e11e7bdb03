import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { frontEndConfig, modeOf } from '../../../federation.config.mjs';
import { moduleRules } from '../../../federation.shared.mjs';

const kitDir = dirname(fileURLToPath(import.meta.url));

/** The site's rules, with JSX compiled for Preact itself (no compat layer in a game). */
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
 * The rspack config of an in-house game front end. A game is built alone, not as a federation remote: the game
 * page frames it by URL, so it shares nothing with the host and brings its own small runtime (Preact keeps the
 * first load light on a phone). Each page is an entry with its own HTML file from the kit's template.
 *
 * @param {{
 *   dir: string,
 *   basePath: string,
 *   pages: { name: string, entry: string, filename: string, title: string }[],
 *   devPort?: number,
 *   themeColor?: string,
 * }} options dir: the game's folder; basePath: where platform-api serves it (`/house-games/<folder>/`,
 *   platform-api/src/http/house-games.ts); pages: e.g. `{ name: 'game', entry: './src/game-main.tsx',
 *   filename: 'index.html', title: 'Mines' }`. The game's `public/` folder (icon.svg…) is copied as is.
 */
export function houseGameConfig({ dir, basePath, pages, devPort = 3010, themeColor = '#1a0f08' }) {
  return (_env, argv) => {
    const mode = modeOf(argv);
    return {
      ...frontEndConfig({
        dir,
        mode,
        outputPath: join(dir, 'dist'),
        publicPath: basePath,
        resolve: { alias: { react: 'preact/compat', 'react-dom': 'preact/compat' } },
        rules: preactRules(),
        optimization: { splitChunks: { chunks: 'all', cacheGroups: { default: false } } },
        plugins: [
          ...pages.map(
            (page) =>
              new rspack.HtmlRspackPlugin({
                template: join(kitDir, 'page.html'),
                filename: page.filename,
                chunks: [page.name],
                templateParameters: { title: page.title, basePath, themeColor },
              }),
          ),
          new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
        ],
        devServer: {
          port: devPort,
          devMiddleware: { publicPath: basePath },
          proxy: [{ context: ['/studio'], target: process.env.API_URL ?? 'http://127.0.0.1:8080', ws: true }],
        },
      }),
      entry: Object.fromEntries(pages.map((page) => [page.name, page.entry])),
    };
  };
}
