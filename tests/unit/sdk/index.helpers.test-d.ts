import { describe, expectTypeOf, it } from 'vitest';
import { API_VERSION, MAX_KEYS_PER_CALL, chunk, createSdk, stableStringify } from '@about-site/sdk';

describe('public helper types', () => {
  it('chunk keeps the item type', () => {
    expectTypeOf(chunk(['a', 'b'], MAX_KEYS_PER_CALL)).toEqualTypeOf<string[][]>();
    expectTypeOf(chunk([1] as const, 1)).toEqualTypeOf<1[][]>();
    expectTypeOf(stableStringify({ a: 1 })).toBeString();
    expectTypeOf(API_VERSION).toBeString();
  });

  it('the platform timers and fakes fit the timer seams; dispose returns nothing', () => {
    const sdk = createSdk({ setTimeout, clearTimeout });
    createSdk({ setTimeout: (callback: () => void) => window.setTimeout(callback), clearTimeout });
    createSdk({ setTimeout: () => 1, clearTimeout: (_handle: number) => undefined });
    expectTypeOf(sdk.dispose).toEqualTypeOf<() => void>();
  });
});
