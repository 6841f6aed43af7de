import { describe, expect, it } from 'vitest';
import { isUuid } from '../../../app/normalizers';

describe('isUuid', () => {
  it.each([
    'f47ac10b-58cc-4372-a567-0e02b2c3d479',
    'F47AC10B-58CC-4372-A567-0E02B2C3D479',
    '0190c3a6-1e4b-7cc2-9b1a-3f5e2d4c6b7a',
  ])('accepts %s', (value) => {
    expect(isUuid(value)).toBe(true);
  });

  it.each([
    'f47ac10b58cc4372a5670e02b2c3d479',
    'f47ac10b-58cc-0372-a567-0e02b2c3d479',
    'f47ac10b-58cc-4372-c567-0e02b2c3d479',
    'g47ac10b-58cc-4372-a567-0e02b2c3d479',
    ' f47ac10b-58cc-4372-a567-0e02b2c3d479',
    '',
    42,
    undefined,
  ])('rejects %o', (value) => {
    expect(isUuid(value)).toBe(false);
  });
});
