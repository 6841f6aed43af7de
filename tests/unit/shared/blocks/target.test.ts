import { describe, expect, it } from 'vitest';
import { readTarget } from '../../../../shared/blocks/target';

describe('readTarget, the one reader of a target prop (the banner and the editor)', () => {
  it('reads a page reference object, or its JSON text, by its type', () => {
    const reference = { type: 'standard__namedPage', attributes: { name: 'Home' } };
    expect(readTarget(reference)).toEqual({ kind: 'reference', reference });
    expect(readTarget(JSON.stringify(reference))).toEqual({ kind: 'reference', reference });
  });

  it('reads other text as a link, as written, and blank or other values as none', () => {
    expect(readTarget('/about')).toEqual({ kind: 'link', url: '/about' });
    expect(readTarget(' mailto:hello@example.com')).toEqual({
      kind: 'link',
      url: ' mailto:hello@example.com',
    });
    // An object without a type is no reference: its JSON text is a link the site cannot follow.
    expect(readTarget('{"attributes":{}}')).toEqual({ kind: 'link', url: '{"attributes":{}}' });
    for (const none of ['', '   ', undefined, null, 7, { attributes: {} }]) {
      expect(readTarget(none), JSON.stringify(none)).toBeNull();
    }
  });
});
