import { IMAGE_SIZES, imageVariant } from '@tranquera/contracts';
import { useState } from 'react';
import { Navigation, Thumbs } from 'swiper/modules';
import { Swiper, type SwiperClass, SwiperSlide } from 'swiper/react';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import 'swiper/css';
import 'swiper/css/thumbs';

interface PropertyGalleryProps {
  images: string[];
  title: string;
}

const THUMBS_PER_VIEW = 4;
const THUMBS_SPACING = 10;

const arrowClass =
  'absolute top-1/2 z-10 -translate-y-1/2 inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow-md ring-1 ring-black/5 backdrop-blur transition hover:bg-white disabled:opacity-0';

/** Spec §2: a main slider with arrows and a thumbnail slider (4 per view, spacing 10). */
export function PropertyGallery({ images, title }: PropertyGalleryProps) {
  const [main, setMain] = useState<SwiperClass | null>(null);
  const [thumbs, setThumbs] = useState<SwiperClass | null>(null);
  const [active, setActive] = useState(0);
  // The arrows live outside the slider so they are real, labelled buttons; Swiper takes them
  // once they are mounted (state, not refs, so it hears about them).
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null);
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null);
  const large = IMAGE_SIZES.large;
  const small = IMAGE_SIZES.thumb;
  const several = images.length > 1;

  return (
    <section aria-label="Galería de fotos" className="flex flex-col gap-2.5">
      <div className="relative overflow-hidden rounded-2xl bg-stone-200">
        <Swiper
          modules={[Navigation, Thumbs]}
          onSwiper={setMain}
          navigation={several ? { prevEl, nextEl } : false}
          thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
          onSlideChange={(swiper) => setActive(swiper.activeIndex)}
          className="aspect-[3/2]"
        >
          {images.map((url, index) => (
            <SwiperSlide key={url}>
              <img
                src={imageVariant(url, 'large')}
                alt={`${title}: foto ${index + 1} de ${images.length}`}
                width={large.width}
                height={large.height}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
                className="h-full w-full object-cover"
              />
            </SwiperSlide>
          ))}
        </Swiper>
        {several && (
          <>
            <button
              ref={setPrevEl}
              type="button"
              aria-label="Foto anterior"
              className={`${arrowClass} left-3`}
            >
              <ChevronLeftIcon className="h-6 w-6" />
            </button>
            <button
              ref={setNextEl}
              type="button"
              aria-label="Foto siguiente"
              className={`${arrowClass} right-3`}
            >
              <ChevronRightIcon className="h-6 w-6" />
            </button>
            <p
              aria-live="polite"
              className="absolute bottom-3 right-3 z-10 rounded-full bg-black/60 px-3 py-1 text-xs font-semibold text-white"
            >
              <span className="sr-only">Foto </span>
              {active + 1} / {images.length}
            </p>
          </>
        )}
      </div>
      {several && (
        <Swiper
          modules={[Thumbs]}
          onSwiper={setThumbs}
          slidesPerView={THUMBS_PER_VIEW}
          spaceBetween={THUMBS_SPACING}
          watchSlidesProgress
          className="w-full"
        >
          {images.map((url, index) => (
            <SwiperSlide key={url}>
              <button
                type="button"
                onClick={() => main?.slideTo(index)}
                aria-label={`Ver foto ${index + 1}`}
                aria-current={index === active}
                className="group relative block w-full overflow-hidden rounded-lg"
              >
                <img
                  src={imageVariant(url, 'thumb')}
                  alt=""
                  width={small.width}
                  height={small.height}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[3/2] h-full w-full bg-stone-200 object-cover opacity-70 transition group-hover:opacity-100 group-aria-[current=true]:opacity-100"
                />
                <span className="absolute inset-0 rounded-lg ring-2 ring-transparent ring-inset group-aria-[current=true]:ring-brand-700" />
              </button>
            </SwiperSlide>
          ))}
        </Swiper>
      )}
    </section>
  );
}
