import { rspack } from '@rspack/core';
import { START_CHUNKS } from './federation.preload-bootstrap.mjs';

/**
 * Marks the host's start-up scripts (the entry and the chunks it preloads) with V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`, Chrome 136+): their functions nearly all run while the first view is built, and
 * compiled lazily each cost the main thread a compile at its first call (decision 179). Added after minification,
 * which would drop the comment, and before source maps are written, which count its line.
 */
export function compileHintsPlugin() {
  const files = ['main', ...START_CHUNKS].join('|');
  return new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    include: new RegExp(`^static/(${files})\\.[0-9a-f]+\\.js$`),
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}
