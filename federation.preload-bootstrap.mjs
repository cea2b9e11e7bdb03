import { rspack } from '@rspack/core';

/**
 * The chunk names the host gives its start-up chunks (`import(/* webpackChunkName: … *\/ …)`): the async bootstrap
 * (the federation's async boundary) and the shell's app, which the bootstrap imports.
 */
export const START_CHUNKS = ['bootstrap', 'app'];

/**
 * The start-up chunks are fetched only once the code before them has run, a round trip after it each. Their files
 * are known when the host is built, so the page asks for them beside the entry (`<link rel="preload">`) and they
 * cost no round trip of their own (decisions 127 and 128).
 */
export class PreloadBootstrapPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadBootstrapPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(
        'PreloadBootstrapPlugin',
        async (data) => {
          const files = START_CHUNKS.flatMap((name) => {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) throw new Error(`the host has no "${name}" chunk to preload`);
            return group.chunks.flatMap((chunk) => [...chunk.files]);
          });
          const publicPath = data.publicPath ?? compilation.outputOptions.publicPath ?? '/';
          const links = [...new Set(files)]
            .filter((file) => /\.(js|css)$/.test(file))
            .map((file) =>
              rspack.HtmlRspackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                as: file.endsWith('.css') ? 'style' : 'script',
                href: `${publicPath}${file}`,
              }),
            );
          data.assetTags.styles.push(...links);
          return data;
        },
      );
    });
  }
}
