import { useEffect, useState } from 'react';
import { Navigation, Thumbs } from 'swiper/modules';
import { Swiper, type SwiperClass, SwiperSlide } from 'swiper/react';
import {
  GalleryArrows,
  GalleryCounter,
  GalleryPhoto,
  GalleryThumb,
  MAIN_SLIDER_CLASS,
  PHOTO_SLIDE_CLASS,
  photoAlt,
  THUMB_SLIDE_CLASS,
  THUMB_STRIP_CLASS,
  THUMBS_PER_VIEW,
  THUMBS_SPACING,
} from './gallery-parts.tsx';
import 'swiper/css';
import 'swiper/css/thumbs';

interface GallerySliderProps {
  images: string[];
  title: string;
  /** The photo to open on (a thumbnail tapped before the slider had loaded). */
  start: number;
  /** The visitor has reached for the gallery (pointer, touch, keyboard). */
  reached: boolean;
}

/**
 * Spec §2: a main slider with arrows and a thumbnail slider (4 per view, spacing 10). Swiper is
 * ~24 KB of compressed script: property-gallery.tsx loads it once the page is interactive and
 * shows the same gallery, still, until then.
 */
export function GallerySlider({ images, title, start, reached }: GallerySliderProps) {
  const [main, setMain] = useState<SwiperClass | null>(null);
  const [thumbs, setThumbs] = useState<SwiperClass | null>(null);
  const [active, setActive] = useState(start);
  // The arrows live outside the slider so they are real, labelled buttons; Swiper takes them
  // once they are mounted (state, not refs, so it hears about them).
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null);
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null);
  // Chrome loads lazy images inside a slider when they sit beside the visible one: a visitor who
  // never swipes would download every photo. Only the first is in the page; the ones around the
  // current photo join once the visitor reaches for the gallery.
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set([0, start]));
  useEffect(() => {
    if (!reached) return;
    setLoaded((shown) =>
      [active - 1, active, active + 1].every((i) => shown.has(i))
        ? shown
        : new Set([...shown, active - 1, active, active + 1]),
    );
  }, [reached, active]);

  return (
    <>
      <div className="relative overflow-hidden rounded-2xl bg-stone-200">
        <Swiper
          modules={[Navigation, Thumbs]}
          onSwiper={setMain}
          initialSlide={start}
          navigation={{ prevEl, nextEl }}
          thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
          onSlideChange={(swiper) => setActive(swiper.activeIndex)}
          className={MAIN_SLIDER_CLASS}
        >
          {images.map((url, index) => (
            <SwiperSlide key={url} className={PHOTO_SLIDE_CLASS}>
              {loaded.has(index) && (
                <GalleryPhoto url={url} index={index} alt={photoAlt(title, index, images.length)} />
              )}
            </SwiperSlide>
          ))}
        </Swiper>
        <GalleryArrows active={main !== null} prevRef={setPrevEl} nextRef={setNextEl} />
        <GalleryCounter index={active} total={images.length} />
      </div>
      <Swiper
        modules={[Thumbs]}
        onSwiper={setThumbs}
        slidesPerView={THUMBS_PER_VIEW}
        spaceBetween={THUMBS_SPACING}
        watchSlidesProgress
        className={THUMB_STRIP_CLASS}
      >
        {images.map((url, index) => (
          <SwiperSlide key={url} className={THUMB_SLIDE_CLASS}>
            <GalleryThumb
              url={url}
              index={index}
              current={index === active}
              onSelect={(i) => main?.slideTo(i)}
            />
          </SwiperSlide>
        ))}
      </Swiper>
    </>
  );
}
