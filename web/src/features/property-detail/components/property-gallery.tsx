import { startTransition, useCallback, useEffect, useState } from 'react';
import { preload } from 'react-dom';
import { listingImage, PHONE_PHOTO_MEDIA, phonePhotoSource } from '../../../lib/listing-images.ts';
import { whenIdle } from '../../../lib/when-idle.ts';
import {
  GalleryArrows,
  GalleryCounter,
  GalleryPhoto,
  GalleryThumb,
  MAIN_SLIDER_CLASS,
  PHOTO_SIZES,
  PHOTO_SLIDE_CLASS,
  photoAlt,
  THUMB_SLIDE_CLASS,
  THUMB_STRIP_CLASS,
} from './gallery-parts.tsx';
import type { GallerySlider } from './gallery-slider.tsx';

interface PropertyGalleryProps {
  images: string[];
  title: string;
}

type Slider = typeof GallerySlider;

const loadSlider = () => import('./gallery-slider.tsx').then((module) => module.GallerySlider);

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

/**
 * A listing's photos. The page arrives (and hydrates) with the gallery still: its first photo,
 * the counter and the thumbnails, laid out as the slider lays them. The slider's code (Swiper)
 * follows once the browser is idle, or at once when the visitor reaches for the gallery, so it
 * is not part of what a phone must run before the page answers.
 */
export function PropertyGallery({ images, title }: PropertyGalleryProps) {
  const [Slider, setSlider] = useState<Slider | null>(null);
  const [reached, setReached] = useState(false);
  const [start, setStart] = useState(0);
  const several = images.length > 1;
  if (images[0]) preloadFirstPhoto(images[0]);

  const showSlider = useCallback(() => {
    // In a transition: React renders the slider in slices, not in one long task on a slow phone.
    void loadSlider().then((component) => startTransition(() => setSlider(() => component)));
  }, []);
  useEffect(() => (several ? whenIdle(showSlider) : undefined), [several, showSlider]);
  const reach = () => {
    if (!several || reached) return;
    setReached(true);
    showSlider();
  };

  return (
    <section
      aria-label="Galería de fotos"
      className="flex flex-col gap-2.5"
      onPointerEnter={reach}
      onTouchStart={reach}
      onFocus={reach}
    >
      {Slider ? (
        <Slider images={images} title={title} start={start} reached={reached} />
      ) : (
        <StillGallery
          images={images}
          title={title}
          onSelect={(index) => {
            setStart(index);
            reach();
          }}
        />
      )}
    </section>
  );
}

/** The gallery before its slider: Swiper's markup and boxes, the first photo alone. */
function StillGallery({
  images,
  title,
  onSelect,
}: PropertyGalleryProps & { onSelect: (index: number) => void }) {
  const several = images.length > 1;
  return (
    <>
      <div className="relative overflow-hidden rounded-2xl bg-stone-200">
        <div className={`swiper ${MAIN_SLIDER_CLASS}`}>
          <div className="swiper-wrapper">
            {images.map((url, index) => (
              <div key={url} className={`swiper-slide ${PHOTO_SLIDE_CLASS}`}>
                {index === 0 && <GalleryPhoto url={url} index={0} alt={photoAlt(title, 0, images.length)} />}
              </div>
            ))}
          </div>
        </div>
        {several && (
          <>
            <GalleryArrows active={false} />
            <GalleryCounter index={0} total={images.length} />
          </>
        )}
      </div>
      {several && (
        <div className={`swiper ${THUMB_STRIP_CLASS}`}>
          <div className="swiper-wrapper">
            {images.map((url, index) => (
              <div key={url} className={`swiper-slide ${THUMB_SLIDE_CLASS}`}>
                <GalleryThumb url={url} index={index} current={index === 0} onSelect={onSelect} />
              </div>
            ))}
          </div>
        </div>
      )}
    </>
  );
}
