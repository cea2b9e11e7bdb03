import { rspack } from '@rspack/core';

/** The chunk name the host's entry gives its async bootstrap (`import(/* webpackChunkName: … *\/ './bootstrap')`). */
export const BOOTSTRAP_CHUNK = 'bootstrap';

/**
 * The async bootstrap (the federation's async boundary) is fetched only once the entry has run, one round trip after
 * the entry itself. Its files are known when the host is built, so the page asks for them beside the entry
 * (`<link rel="preload">`) and the boundary costs no round trip of its own (decision 127).
 */
export class PreloadBootstrapPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadBootstrapPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(
        'PreloadBootstrapPlugin',
        async (data) => {
          const group = compilation.namedChunkGroups.get(BOOTSTRAP_CHUNK);
          if (!group) throw new Error(`the host's entry has no "${BOOTSTRAP_CHUNK}" chunk to preload`);
          const publicPath = data.publicPath ?? compilation.outputOptions.publicPath ?? '/';
          const files = group.chunks.flatMap((chunk) => [...chunk.files]);
          const links = files
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
