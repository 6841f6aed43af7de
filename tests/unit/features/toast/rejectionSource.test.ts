import { describe, expect, it } from 'vitest';
import { isCancellation, rejectionSource } from '../../../../app/features/toast/rejectionSource';

describe('rejectionSource', () => {
  it('joins the type prefix and a stable JSON of the argument', () => {
    expect(
      rejectionSource({
        type: 'grid/load/rejected',
        meta: { arg: { b: 2, a: [1, { d: 1, c: 0 }] } },
      }),
    ).toBe('grid/load {"a":[1,{"c":0,"d":1}],"b":2}');
    expect(
      rejectionSource({
        type: 'grid/load/rejected',
        meta: { arg: { a: [1, { c: 0, d: 1 }], b: 2 } },
      }),
    ).toBe('grid/load {"a":[1,{"c":0,"d":1}],"b":2}');
  });

  it('uses the prefix alone when there is no argument', () => {
    expect(rejectionSource({ type: 'user/load/rejected', meta: { arg: undefined } })).toBe(
      'user/load',
    );
    expect(rejectionSource({ type: 'odd' })).toBe('odd');
  });

  it('copes with a circular argument', () => {
    const arg: Record<string, unknown> = { key: 'MC1' };
    arg.self = arg;
    expect(rejectionSource({ type: 'x/rejected', meta: { arg } })).toBe(
      'x {"key":"MC1","self":"[circular]"}',
    );
  });
});

describe('isCancellation', () => {
  it('recognises aborts and condition cancellations', () => {
    expect(isCancellation({ type: 't', meta: { aborted: true } })).toBe(true);
    expect(isCancellation({ type: 't', meta: { condition: true } })).toBe(true);
    expect(isCancellation({ type: 't', error: { name: 'AbortError' } })).toBe(true);
    expect(
      isCancellation({
        type: 't',
        meta: { aborted: false, condition: false },
        error: { name: 'Error' },
      }),
    ).toBe(false);
  });
});
