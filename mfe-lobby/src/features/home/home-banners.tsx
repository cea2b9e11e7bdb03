import { type Banner, homeBannersRead, LIMITS, safeLinkUrl } from '@platform/shared-contracts/client';
import { BannerImage, Skeleton } from '@platform/shared-ui';
import type { MouseEvent } from 'react';
import { useRemote } from '../../app/remote-context';
import { Carousel, movesBySelf } from '../../components/carousel';
import { useRotation } from '../../components/rotation';
import { useLobbyBundle, useLobbyText } from '../../i18n/lobby-i18n';
import { useCall } from '../../lib/use-call';

/**
 * The home page's `w_home` banners (spec sections 2 and 4): autoplay every 5000 ms at a 1000 ms slide, looping only
 * with more than one banner. The first image is likely the page's largest paint: it has its size, loads at once
 * with high priority; the others load lazily. Swiper comes later (the Carousel's rule, decision 055).
 */
export function HomeBanners() {
  const { language, leadImage } = useRemote();
  const { t } = useLobbyText();
  // Drawn before the lobby's texts (the page's lead): drawn again when they arrive, for the names they give.
  const named = useLobbyBundle(language);
  const { call, input } = homeBannersRead(language);
  const query = useCall(call, input);
  // The host drew the first banner while the lobby loaded (decision 134): it stays in view until the answer is read.
  if (query.isPending && leadImage)
    return (
      <section className="lobby-banners" aria-busy="true" aria-label={t('banners')}>
        <div className="lobby-banner">
          <BannerImage image={leadImage} lead />
        </div>
      </section>
    );
  if (query.isPending)
    return (
      <section className="lobby-banners lobby-banners--loading" aria-busy="true" aria-label={t('banners')}>
        <Skeleton className="lobby-banner__skeleton" height="100%" radius="lg" />
      </section>
    );
  const banners = query.data?.banners ?? [];
  if (banners.length === 0) return null;
  return <BannerCarousel banners={banners} named={named} />;
}

/**
 * The banners moving by themselves, with the button that stops them over the carousel's end corner once the texts
 * can name it.
 */
function BannerCarousel({ banners, named }: { banners: readonly Banner[]; named: boolean }) {
  const { t } = useLobbyText();
  const rotation = useRotation(movesBySelf(banners.length) && named);
  return (
    <div className="lobby-banners-box">
      {/* First in the tab order, as the WAI-ARIA carousel pattern has it: the slides can be stopped before they are read. */}
      {rotation.control}
      <Carousel
        label={t('banners')}
        landmark
        className="lobby-banners"
        perView={{ narrow: 1, wide: 1 }}
        autoplayMs={LIMITS.bannerAutoplayMs}
        speedMs={LIMITS.bannerSpeedMs}
        loop
        stopped={rotation.stopped}
        slides={banners.map((banner, index) => ({
          key: String(banner.id),
          content: <BannerSlide banner={banner} first={index === 0} />,
        }))}
      />
    </div>
  );
}

function BannerSlide({ banner, first }: { banner: Banner; first: boolean }) {
  const { navigate } = useRemote();
  const image = (
    <BannerImage
      image={{ url: banner.url, alt: banner.title, width: banner.width, height: banner.height }}
      lead={first}
    />
  );
  if (banner.linkageType === 'INTERNAL' && banner.linkUrl.startsWith('/')) {
    const follow = (event: MouseEvent) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      navigate(banner.linkUrl);
    };
    return (
      <a className="lobby-banner" href={banner.linkUrl} onClick={follow} data-testid="banner">
        {image}
      </a>
    );
  }
  const outside = banner.linkageType === 'EXTERNAL' ? safeLinkUrl(banner.linkUrl) : null;
  if (outside)
    return (
      <a
        className="lobby-banner"
        href={outside}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="banner"
      >
        {image}
      </a>
    );
  return (
    <div className="lobby-banner" data-testid="banner">
      {image}
    </div>
  );
}
