import type { Favorite, FavoritesResponse, PropertySummary } from '@tranquera/contracts';
import { describe, expect, it } from 'vitest';
import { favoriteIds, rollbackFavorite, withFavorite } from './favorite-list.ts';

const card = (id: string): PropertySummary =>
  ({ _id: id, listing_title: `Campo ${id}`, user_id: { _id: 'owner' } }) as PropertySummary;

const favorite = (id: string, savedAt: string, available = true): Favorite => ({
  property: card(id),
  available,
  saved_at: savedAt,
});

const ids = (data: FavoritesResponse | undefined) => data?.favorites.map((f) => f.property._id);

const list: FavoritesResponse = {
  favorites: [
    favorite('c', '2026-03-03T00:00:00.000Z'),
    favorite('b', '2026-02-02T00:00:00.000Z', false),
    favorite('a', '2026-01-01T00:00:00.000Z'),
  ],
};
const NOW = '2026-04-04T00:00:00.000Z';

describe('favoriteIds', () => {
  it('lists every saved listing, available or not', () => {
    expect(favoriteIds(list)).toEqual(new Set(['a', 'b', 'c']));
  });
});

describe('withFavorite (the optimistic change)', () => {
  it('saves a listing first, as the newest, available', () => {
    const next = withFavorite(list, card('d'), true, NOW);
    expect(ids(next)).toEqual(['d', 'c', 'b', 'a']);
    expect(next?.favorites[0]).toEqual({ property: card('d'), available: true, saved_at: NOW });
    expect(ids(list)).toEqual(['c', 'b', 'a']);
  });

  it('removes a listing, keeping the order of the others', () => {
    expect(ids(withFavorite(list, card('b'), false, NOW))).toEqual(['c', 'a']);
  });

  it('changes nothing when the list already says so', () => {
    expect(withFavorite(list, card('c'), true, NOW)).toBe(list);
    expect(withFavorite(list, card('z'), false, NOW)).toBe(list);
  });

  it('leaves a list not loaded yet alone', () => {
    expect(withFavorite(undefined, card('a'), true, NOW)).toBeUndefined();
  });
});

describe('rollbackFavorite (the server said no)', () => {
  it('takes a failed save back out', () => {
    const saved = withFavorite(list, card('d'), true, NOW);
    expect(rollbackFavorite(saved, list, 'd')).toEqual(list);
  });

  it('puts a failed removal back in its place, as it was', () => {
    const removed = withFavorite(list, card('b'), false, NOW);
    expect(rollbackFavorite(removed, list, 'b')).toEqual(list);
  });

  it('keeps other changes made meanwhile', () => {
    const removed = withFavorite(list, card('b'), false, NOW);
    const alsoSaved = withFavorite(removed, card('d'), true, NOW);
    const alsoRemoved = withFavorite(alsoSaved, card('c'), false, NOW);
    expect(ids(rollbackFavorite(alsoRemoved, list, 'b'))).toEqual(['d', 'b', 'a']);
  });

  it('falls back to the earlier list when there is no current one', () => {
    expect(rollbackFavorite(undefined, list, 'a')).toBe(list);
    expect(rollbackFavorite(list, undefined, 'a')).toBe(list);
  });
});
