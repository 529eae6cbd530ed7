import type sharpModule from 'sharp';

export type Sharp = typeof sharpModule;

let loading: Promise<Sharp> | null = null;

/**
 * sharp, loaded on first use. Loading it starts libvips, ~28 MB resident for good, and only
 * uploads, photo fingerprints and the demo seed need it: a server that has been restarted and
 * serves searches never does (docs/decisions/server-memory.md). Every photo is decoded once, so
 * libvips's operation cache (up to 50 MB) never hits: it is turned off as it is loaded.
 * Concurrency stays sharp's default (1 thread per image with glibc, where more threads fragment
 * the heap): the three sizes of a photo, and separate uploads, already render in parallel.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
