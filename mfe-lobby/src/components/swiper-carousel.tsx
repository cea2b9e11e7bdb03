import 'swiper/css';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { CarouselProps } from './carousel';

const WIDE = 768;

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
}: CarouselProps & { initialSlide?: number }) {
  const many = slides.length > 1;
  return (
    <section className={`lobby-swiper ${className ?? ''}`} aria-label={label}>
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
        autoplay={autoplayMs && many ? { delay: autoplayMs, disableOnInteraction: false } : false}
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
