import type { LeadImage } from '@platform/shared-contracts/client';
import './banner-image.css';

export interface BannerImageProps {
  image: LeadImage;
  /** The page's lead (the first banner): loads at once with high priority; any other loads lazily. */
  lead?: boolean;
  className?: string;
  /** The name the browser records this image's first showing under (element timing), for a page that waits on it. */
  timing?: string;
}

/**
 * A banner's art at its own size, for a box in the site's banner shape (`--banner-aspect`): the host's stand-in and
 * the lobby's slides draw the same element, so one can take the other's place without a new largest paint.
 */
export function BannerImage({ image, lead = false, className, timing }: BannerImageProps) {
  return (
    <img
      className={className ? `ui-banner-image ${className}` : 'ui-banner-image'}
      src={image.url}
      alt={image.alt}
      width={image.width}
      height={image.height}
      decoding="async"
      {...(timing ? { elementtiming: timing } : {})}
      {...(lead ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
    />
  );
}
