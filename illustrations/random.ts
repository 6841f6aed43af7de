/** A small seeded generator (mulberry32): the same seed always draws the same picture. */
export interface Random {
  /** A float in [0, 1). */
  next: () => number;
  /** A float in [min, max). */
  range: (min: number, max: number) => number;
  /** An integer in [min, max]. */
  int: (min: number, max: number) => number;
  /** One element of a non-empty list. */
  pick: <T>(items: readonly [T, ...T[]]) => T;
}

function hashSeed(seed: string): number {
  let hash = 2166136261;
  for (let index = 0; index < seed.length; index += 1) {
    hash = Math.imul(hash ^ seed.charCodeAt(index), 16777619);
  }
  return hash >>> 0;
}

export function createRandom(seed: string): Random {
  let state = hashSeed(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const range = (min: number, max: number): number => min + (max - min) * next();
  return {
    next,
    range,
    int: (min, max) => Math.floor(range(min, max + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] ?? items[0],
  };
}
