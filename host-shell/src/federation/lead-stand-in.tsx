import type { LeadImage } from '@platform/shared-contracts/client';
import { BannerImage } from '@platform/shared-ui';

/**
 * While a screen's remote loads: the lead image its first read named, in the banner shape the screen draws it in, so
 * the page's largest paint does not wait for the remote's code (decision 134).
 */
export function LeadStandIn({ image }: { image: LeadImage }) {
  return (
    <div className="lead-stand-in" data-testid="lead-stand-in">
      <BannerImage image={image} lead />
    </div>
  );
}
