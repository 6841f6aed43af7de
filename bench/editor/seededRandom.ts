/**
 * A seeded pseudo-random source (mulberry32): the same seed gives the same page on every machine,
 * so a figure can be taken again on the same blocks.
 */
export interface SeededRandom {
  /** The seed it started from, for the report. */
  readonly seed: number;
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  /** One of `items`, each as likely. */
  pick: <T>(items: readonly T[]) => T;
  /** A version 4 UUID made of the source's numbers (the same seed, the same ids). */
  uuid: () => string;
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const hex = (digits: number) =>
    Array.from({ length: digits }, () => int(0, 15).toString(16)).join('');
  return {
    seed,
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)] ?? '8'}${hex(3)}-${hex(12)}`,
  };
}
