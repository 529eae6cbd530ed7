/**
 * A number that moves on whenever something a public listing page shows may have changed (a
 * listing, its owner's public profile, an account deleted). Anything remembered about the
 * catalogue is remembered with the version it was read at and ignored once the version moves,
 * so this process never serves a listing as it was before a write it has acknowledged.
 */
export class CatalogueVersion {
  private value = 0;
  private readonly listeners = new Set<() => void>();

  get current(): number {
    return this.value;
  }

  bump(): void {
    this.value++;
    for (const listener of this.listeners) listener();
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
