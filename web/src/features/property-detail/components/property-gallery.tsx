import { useState } from 'react';
import { preload } from 'react-dom';
import { Navigation, Thumbs } from 'swiper/modules';
import { Swiper, type SwiperClass, SwiperSlide } from 'swiper/react';
import { gridSizes, listingImage, PHONE_PHOTO_MEDIA, phonePhotoSource } from '../../../lib/listing-images.ts';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import 'swiper/css';
import 'swiper/css/thumbs';

interface PropertyGalleryProps {
  images: string[];
  title: string;
}

const THUMBS_PER_VIEW = 4;
const THUMBS_SPACING = 10;

/**
 * The gallery's width: the page less its padding (px-4, sm:px-6, lg:px-8), from lg also less the
 * 360 px price column and its 2.5rem gap; the thumbnails share it four to a row.
 */
const GALLERY_BANDS = [
  { from: 0, outside: 32 },
  { from: 640, outside: 48 },
  { from: 1024, outside: 64 + 360 + 40 },
];
const PHOTO_SIZES = gridSizes(GALLERY_BANDS.map((band) => ({ ...band, columns: 1, gap: 0 })));
const THUMB_SIZES = gridSizes(
  GALLERY_BANDS.map((band) => ({ ...band, columns: THUMBS_PER_VIEW, gap: THUMBS_SPACING })),
);

// The server-rendered gallery is laid out before Swiper runs, and before its stylesheet (loaded
// with this page's script) arrives: these classes give every box its final size from the start.
// A thumbnail's width and margin are what Swiper computes from THUMBS_PER_VIEW and
// THUMBS_SPACING; important, to win over swiper.css's `.swiper-slide { width: 100% }`, which is
// outside Tailwind's layers.
const SLIDER_CLASS = 'relative overflow-hidden [&>.swiper-wrapper]:flex [&>.swiper-wrapper]:h-full';
const THUMB_SLIDE_CLASS = 'shrink-0 w-[calc((100%-30px)/4)]! mr-[10px]!';

/**
 * The first photo is the page's largest paint: asked for from the top of the server's HTML, at
 * high priority, in the size its <picture> will choose (React preloads a plain <img> by itself,
 * not one inside a <picture>, whose choice depends on the media query).
 */
function preloadFirstPhoto(url: string) {
  const photo = listingImage(url, 'gallery', PHOTO_SIZES);
  const phone = phonePhotoSource(url, PHOTO_SIZES);
  if (!phone) {
    preload(photo.src, { as: 'image', fetchPriority: 'high' });
    return;
  }
  preload(photo.src, {
    as: 'image',
    fetchPriority: 'high',
    imageSrcSet: phone.srcSet,
    imageSizes: phone.sizes,
    media: PHONE_PHOTO_MEDIA,
  });
  preload(photo.src, {
    as: 'image',
    fetchPriority: 'high',
    imageSrcSet: photo.srcSet,
    imageSizes: photo.sizes,
    media: `not all and ${PHONE_PHOTO_MEDIA}`,
  });
}

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
  const several = images.length > 1;
  if (images[0]) preloadFirstPhoto(images[0]);
  // Until Swiper runs (the server's HTML, before the scripts) an arrow would do nothing.
  const arrowsShown = main ? '' : 'invisible';
  // Chrome loads lazy images inside a slider when they sit beside the visible one: a visitor who
  // never swipes would download every photo. Only the first is in the page; the ones around the
  // current photo join once the visitor reaches for the gallery (pointer, touch, keyboard).
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set([0]));
  const loadAround = (index: number) =>
    setLoaded((shown) =>
      [index - 1, index, index + 1].every((i) => shown.has(i))
        ? shown
        : new Set([...shown, index - 1, index, index + 1]),
    );

  return (
    <section
      aria-label="Galería de fotos"
      className="flex flex-col gap-2.5"
      onPointerEnter={() => loadAround(active)}
      onTouchStart={() => loadAround(active)}
      onFocus={() => loadAround(active)}
    >
      <div className="relative overflow-hidden rounded-2xl bg-stone-200">
        <Swiper
          modules={[Navigation, Thumbs]}
          onSwiper={setMain}
          navigation={several ? { prevEl, nextEl } : false}
          thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
          onSlideChange={(swiper) => {
            setActive(swiper.activeIndex);
            loadAround(swiper.activeIndex);
          }}
          className={`aspect-[3/2] ${SLIDER_CLASS}`}
        >
          {images.map((url, index) => (
            <SwiperSlide key={url} className="h-full w-full shrink-0">
              {loaded.has(index) && (
                <GalleryPhoto
                  url={url}
                  index={index}
                  alt={`${title}: foto ${index + 1} de ${images.length}`}
                />
              )}
            </SwiperSlide>
          ))}
        </Swiper>
        {several && (
          <>
            <button
              ref={setPrevEl}
              type="button"
              aria-label="Foto anterior"
              className={`${arrowClass} left-3 ${arrowsShown}`}
            >
              <ChevronLeftIcon className="h-6 w-6" />
            </button>
            <button
              ref={setNextEl}
              type="button"
              aria-label="Foto siguiente"
              className={`${arrowClass} right-3 ${arrowsShown}`}
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
          className={`w-full ${SLIDER_CLASS}`}
        >
          {images.map((url, index) => (
            <SwiperSlide key={url} className={THUMB_SLIDE_CLASS}>
              <button
                type="button"
                onClick={() => main?.slideTo(index)}
                aria-label={`Ver foto ${index + 1}`}
                aria-current={index === active}
                className="group relative block w-full overflow-hidden rounded-lg"
              >
                <img
                  {...listingImage(url, 'galleryThumb', THUMB_SIZES)}
                  alt=""
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

/** A slide's photo: the 640 px size on phones (PHONE_PHOTO_MEDIA), the stored sizes elsewhere. */
function GalleryPhoto({ url, index, alt }: { url: string; index: number; alt: string }) {
  const phone = phonePhotoSource(url, PHOTO_SIZES);
  const first = index === 0;
  return (
    <picture className="block h-full w-full">
      {phone && <source media={PHONE_PHOTO_MEDIA} srcSet={phone.srcSet} sizes={phone.sizes} />}
      <img
        {...listingImage(url, 'gallery', PHOTO_SIZES)}
        alt={alt}
        // The first photo is the page's largest paint: fetched first, at high priority.
        fetchPriority={first ? 'high' : undefined}
        loading={first ? 'eager' : 'lazy'}
        decoding={first ? undefined : 'async'}
        className="h-full w-full object-cover"
      />
    </picture>
  );
}
