import { describe, expect, it } from 'vitest';
import { spaceToken } from '../../../../app/normalizers/spaceToken';

describe('spaceToken', () => {
  it('maps a size to its design token', () => {
    expect(spaceToken('xx-small')).toBe('var(--space-xx-small)');
  });
});
