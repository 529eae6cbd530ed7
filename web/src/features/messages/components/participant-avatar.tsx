import { DEFAULT_AVATAR } from '../../layout/components/user-avatar.tsx';

/** A participant's round photo, the default silhouette without one (or once deleted). */
export function ParticipantAvatar({ image, size }: { image: string | null; size: number }) {
  return (
    <img
      src={image || DEFAULT_AVATAR}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className="shrink-0 rounded-full bg-stone-100 object-cover ring-2 ring-white"
      style={{ width: size, height: size }}
      onError={(event) => {
        // A broken upload link must not leave an empty circle.
        if (!event.currentTarget.src.endsWith(DEFAULT_AVATAR)) event.currentTarget.src = DEFAULT_AVATAR;
      }}
    />
  );
}
