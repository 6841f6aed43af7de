import { describe, expect, it, vi } from 'vitest';
import { createSdk } from '@about-site/sdk';

describe('dispatch and register', () => {
  it('routes an action to its handler with the payload', async () => {
    const sdk = createSdk();
    sdk.register<{ n: number }, number>('double', ({ n }) => n * 2);
    sdk.register('later', () => Promise.resolve('done'));
    expect(await sdk.dispatch({ type: 'double', payload: { n: 21 } })).toBe(42);
    expect(await sdk.dispatch({ type: 'later' })).toBe('done');
  });

  it('rejects an unknown type with "unknown action type: {type}" and warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sdk = createSdk();
    await expect(sdk.dispatch({ type: 'nope' })).rejects.toThrow(
      new TypeError('unknown action type: nope'),
    );
    expect(warn).toHaveBeenCalledWith('[sdk] unknown action type: nope');
  });

  it('throws when a type is registered twice, and allows it again after unregistering', () => {
    const sdk = createSdk();
    const unregister = sdk.register('once', () => 1);
    expect(() => sdk.register('once', () => 2)).toThrow(
      '[sdk] handler already registered for action type: once',
    );
    unregister();
    expect(() => sdk.register('once', () => 3)).not.toThrow();
  });

  it('turns a throwing handler into a rejection', async () => {
    const sdk = createSdk();
    sdk.register('boom', () => {
      throw new Error('handler failed');
    });
    await expect(sdk.dispatch({ type: 'boom' })).rejects.toThrow('handler failed');
  });
});
