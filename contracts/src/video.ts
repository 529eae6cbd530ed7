// Spec §2: watch, embed, youtu.be and shorts links are accepted; the 11-character id is extracted.
const YOUTUBE_ID =
  /(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/;

export function youtubeVideoId(link: string | null | undefined): string | null {
  if (!link) return null;
  return YOUTUBE_ID.exec(link)?.[1] ?? null;
}
