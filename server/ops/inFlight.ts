/**
 * The work under way, one promise per key: a caller asking for a key already being made shares
 * that promise rather than starting the work again. A key is forgotten once its work settles.
 */
export class InFlight<K, V> {
  readonly #pending = new Map<K, Promise<V>>();

  /** The promise of `key` under way, else the one `start` makes. */
  run(key: K, start: () => Promise<V>): Promise<V> {
    const pending = this.#pending.get(key);
    if (pending) return pending;
    const started = start().finally(() => {
      // After a `clear()` the key may name newer work, which is left alone.
      if (this.#pending.get(key) === started) this.#pending.delete(key);
    });
    this.#pending.set(key, started);
    return started;
  }

  /** Forgets the work under way (it runs on): the next caller of each key starts anew. */
  clear(): void {
    this.#pending.clear();
  }
}
