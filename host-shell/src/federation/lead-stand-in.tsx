import type { LeadImage } from '@platform/shared-contracts/client';
import { BannerImage } from '@platform/shared-ui';

/** The element-timing name of the stand-in's image: the browser records when it first showed it. */
const LEAD_STAND_IN_TIMING = 'lead-stand-in';

/**
 * How long a screen's remote that has arrived waits, at most, for its stand-in to be shown: a few frames on a phone,
 * never long enough for a player to wait on it.
 */
const STAND_IN_SHOWN_WAIT_MS = 250;

/**
 * While a screen's remote loads: the lead image its first read named, in the banner shape the screen draws it in, so
 * the page's largest paint does not wait for the remote's code (decision 134).
 */
export function LeadStandIn({ image }: { image: LeadImage }) {
  return (
    <div className="lead-stand-in" data-testid="lead-stand-in">
      <BannerImage image={image} lead timing={LEAD_STAND_IN_TIMING} />
    </div>
  );
}

/**
 * Settles once the browser has shown the stand-in's image (its element-timing record), or after `waitMs`. A remote
 * that arrives within a frame or two of its stand-in waits for this before taking its place: Chromium records a paint
 * as the page's largest only once the frame is presented, and forgets it if the element is gone by then, so an
 * immediate swap made the remote's identical banner, drawn later, the page's largest paint (decision 143).
 */
export function standInShown(waitMs = STAND_IN_SHOWN_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes?.includes('element')
    ) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & { identifier?: string })[];
      if (entries.some((entry) => entry.identifier === LEAD_STAND_IN_TIMING)) done();
    });
    const timer = setTimeout(() => done(), waitMs);
    function done() {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    }
    observer.observe({ type: 'element', buffered: true });
  });
}
