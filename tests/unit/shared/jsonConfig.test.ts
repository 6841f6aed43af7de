import { describe, expect, it } from 'vitest';
import { parseJsonConfig } from '../../../shared/jsonConfig';

describe('parseJsonConfig', () => {
  it('parses JSON object text', () => {
    expect(parseJsonConfig('{"bold":true}')).toEqual({ bold: true });
  });

  it('passes objects through', () => {
    const value = { a: 1 };
    expect(parseJsonConfig(value)).toBe(value);
  });

  it.each(['{bold:true}', '[1,2]', '"text"', '', '   ', 'null', null, undefined, 7, [1]])(
    'gives undefined for %o',
    (value) => {
      expect(parseJsonConfig(value)).toBeUndefined();
    },
  );
});
