import { rspack } from '@rspack/core';

/**
 * The page starts the host's entry after its first frame. The entry's files are still asked for at once (a preload
 * link each); only running them waits. A deferred script runs before the first frame whenever it has arrived by then
 * (a return visit from the cache, a fast connection), and on a phone the entry's first run is several hundred
 * milliseconds of main thread, during which the loading cover and the lead banner the server drew in it are not
 * shown (decision 147). A page opened in a background tab has no frames: it starts at once.
 */
export class StartAfterFirstFramePlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('StartAfterFirstFramePlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(
        'StartAfterFirstFramePlugin',
        async (data) => {
          const entries = data.assetTags.scripts.filter(
            (tag) => tag.tagName === 'script' && tag.attributes.src,
          );
          if (entries.length === 0) throw new Error('the host page has no entry script to start');
          const sources = entries.map((tag) => String(tag.attributes.src));
          data.assetTags.scripts = [
            ...data.assetTags.scripts.filter((tag) => !entries.includes(tag)),
            ...sources.map((href) =>
              rspack.HtmlRspackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href }),
            ),
            rspack.HtmlRspackPlugin.createHtmlTagObject('script', {}, startScript(sources)),
          ];
          return data;
        },
      );
    });
  }
}

/** Appends the entry's scripts (in order) once a frame has been drawn, or at once when the page is not shown. */
function startScript(sources) {
  return `(function(){var started=false;function start(){if(started)return;started=true;${JSON.stringify(sources)}.forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;document.head.appendChild(s)})}if(document.visibilityState==='hidden'){start();return}document.addEventListener('visibilitychange',start,{once:true});requestAnimationFrame(function(){setTimeout(start,0)})})()`;
}
