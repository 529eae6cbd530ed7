import { VIDEO_HEIGHT_PX, youtubeVideoId } from '@tranquera/contracts';

/** Spec §2: a YouTube embed (315 px high) when the link yields a video id; nothing otherwise. */
export function PropertyVideo({ link, title }: { link: string; title: string }) {
  const id = youtubeVideoId(link);
  if (!id) return null;
  return (
    <section aria-labelledby="video-heading">
      <h2 id="video-heading" className="text-xl font-bold text-stone-900">
        Video
      </h2>
      <div className="mt-4 overflow-hidden rounded-2xl bg-stone-900 shadow-sm">
        <iframe
          // The no-cookie host sets no tracking cookies until the visitor plays the video.
          src={`https://www.youtube-nocookie.com/embed/${id}`}
          title={`Video de ${title}`}
          width="100%"
          height={VIDEO_HEIGHT_PX}
          loading="lazy"
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          className="block w-full border-0"
          style={{ height: VIDEO_HEIGHT_PX }}
        />
      </div>
    </section>
  );
}
