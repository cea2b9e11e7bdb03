import 'swiper/css';
import { useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { CarouselProps } from './carousel';
import { carouselRole } from './carousel-role';

const WIDE = 768;

interface SwiperCarouselProps extends CarouselProps {
  initialSlide?: number;
  /** Whether the autoplay may move the slides now (the Carousel's gate, decision 150). */
  autoplayRuns?: boolean;
  /** Told the carousel's element, for the gate to watch. */
  boxRef?: (element: HTMLElement | null) => void;
}

/** The swiper half of Carousel, in its own chunk (with swiper and its CSS). */
export default function SwiperCarousel({
  slides,
  label,
  className,
  perView,
  step,
  autoplayMs,
  speedMs,
  loop,
  initialSlide,
  autoplayRuns = true,
  boxRef,
  landmark,
}: SwiperCarouselProps) {
  const many = slides.length > 1;
  // The Carousel gives an autoplay only to slides that can move (`movesBySelf`).
  const autoplays = Boolean(autoplayMs);
  const [instance, setInstance] = useState<SwiperInstance | null>(null);
  useEffect(() => {
    if (!instance || !autoplays || instance.destroyed) return;
    if (autoplayRuns) instance.autoplay.start();
    else instance.autoplay.stop();
  }, [instance, autoplays, autoplayRuns]);
  return (
    <section
      ref={boxRef}
      className={`lobby-swiper ${className ?? ''}`}
      aria-label={label}
      {...carouselRole(landmark)}
    >
      <Swiper
        modules={autoplayMs ? [Autoplay] : []}
        slidesPerView={perView.narrow}
        slidesPerGroup={step?.narrow ?? 1}
        spaceBetween={12}
        breakpoints={{
          [WIDE]: { slidesPerView: perView.wide, slidesPerGroup: step?.wide ?? 1, spaceBetween: 16 },
        }}
        loop={Boolean(loop) && many}
        speed={speedMs ?? 300}
        autoplay={autoplays ? { delay: autoplayMs, disableOnInteraction: false } : false}
        onSwiper={setInstance}
        // Swapped in for the row, which may have moved on: go on from the slide it shows.
        initialSlide={initialSlide ?? 0}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key}>{slide.content}</SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
