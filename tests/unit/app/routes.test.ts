import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../../app/routes';

describe('matchRoute', () => {
  it('matches the About page with an optional recordId', () => {
    expect(matchRoute('/about', '')).toEqual({ page: 'about', recordId: '' });
    expect(matchRoute('/about/', '')).toEqual({ page: 'about', recordId: '' });
    expect(matchRoute('/about/a0X123', '')).toEqual({ page: 'about', recordId: 'a0X123' });
  });

  it('matches the blocks gallery and nothing else', () => {
    expect(matchRoute('/blocks', '')).toEqual({ page: 'blocks' });
    expect(matchRoute('/blocks/x', '')).toEqual({ page: 'notFound' });
    expect(matchRoute('/contact', '')).toEqual({ page: 'notFound' });
  });

  it('works under a base path and refuses paths outside it', () => {
    expect(matchRoute('/site/about', '/site')).toEqual({ page: 'about', recordId: '' });
    expect(matchRoute('/about', '/site')).toEqual({ page: 'notFound' });
    expect(matchRoute('/sitex/about', '/site')).toEqual({ page: 'notFound' });
  });
});
