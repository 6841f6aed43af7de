import { describe, expect, it } from 'vitest';
import { didYouMean } from '../../../shared/didYouMean';

describe('didYouMean', () => {
  it('names the closest candidate for a typo, a swap of two letters counting as one edit', () => {
    expect(didYouMean('titel', ['title', 'urlName'])).toBe(' (did you mean "title"?)');
    expect(didYouMean('textBlok', ['textBlock', 'banner'])).toBe(' (did you mean "textBlock"?)');
  });

  it('says nothing when no candidate is close', () => {
    expect(didYouMean('somethingElse', ['title', 'urlName'])).toBe('');
    expect(didYouMean('title', [])).toBe('');
  });
});
