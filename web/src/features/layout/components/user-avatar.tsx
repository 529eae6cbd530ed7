import { imageVariant } from '@tranquera/contracts';
import type { SessionUser } from '../../auth/session.ts';

export const DEFAULT_AVATAR = '/images/default-avatar.svg';

/** The round profile picture, or the default silhouette when the user has none (spec §2). */
export function UserAvatar({ user, size = 40 }: { user: SessionUser; size?: number }) {
  return (
    <img
      src={user.profile_image ? imageVariant(user.profile_image, 'thumb') : DEFAULT_AVATAR}
      alt=""
      width={size}
      height={size}
      className="shrink-0 rounded-full object-cover ring-2 ring-white"
      style={{ width: size, height: size }}
      onError={(event) => {
        // A broken upload link must not leave an empty circle.
        if (!event.currentTarget.src.endsWith(DEFAULT_AVATAR)) event.currentTarget.src = DEFAULT_AVATAR;
      }}
    />
  );
}
