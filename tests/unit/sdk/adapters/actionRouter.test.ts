import { describe, expect, it, vi } from 'vitest';
import { createActionRouter } from '@about-site/sdk/actions';

describe('dispatch and register', () => {
  it('routes an action to its handler with the payload', async () => {
    const actions = createActionRouter();
    actions.register<{ n: number }, number>('double', ({ n }) => n * 2);
    actions.register('later', () => Promise.resolve('done'));
    expect(await actions.dispatch({ type: 'double', payload: { n: 21 } })).toBe(42);
    expect(await actions.dispatch({ type: 'later' })).toBe('done');
  });

  it('rejects an unknown type with "unknown action type: {type}" and warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const actions = createActionRouter();
    await expect(actions.dispatch({ type: 'nope' })).rejects.toThrow(
      new TypeError('unknown action type: nope'),
    );
    expect(warn).toHaveBeenCalledWith('[sdk] unknown action type: nope');
  });

  it('throws when a type is registered twice, and allows it again after unregistering', () => {
    const actions = createActionRouter();
    const unregister = actions.register('once', () => 1);
    expect(() => actions.register('once', () => 2)).toThrow(
      '[sdk] handler already registered for action type: once',
    );
    unregister();
    expect(() => actions.register('once', () => 3)).not.toThrow();
  });

  it('turns a throwing handler into a rejection', async () => {
    const actions = createActionRouter();
    actions.register('boom', () => {
      throw new Error('handler failed');
    });
    await expect(actions.dispatch({ type: 'boom' })).rejects.toThrow('handler failed');
  });
});
