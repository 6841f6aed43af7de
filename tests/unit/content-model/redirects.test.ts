import { describe, expect, it } from 'vitest';
import {
  redirectedPath,
  redirectsAfterMove,
  redirectsWithoutPageAt,
  redirectsWithPageAt,
} from '../../../content-model/redirects';

describe('redirects as pages move', () => {
  it('leads the old route to the new one', () => {
    expect(redirectsAfterMove([], '/careers', '/jobs')).toEqual([
      { from: '/careers', to: '/jobs' },
    ]);
  });

  it('collapses a chain: A→B then B→C is A→C and B→C', () => {
    const once = redirectsAfterMove([], '/a', '/b');
    expect(redirectsAfterMove(once, '/b', '/c')).toEqual([
      { from: '/a', to: '/c' },
      { from: '/b', to: '/c' },
    ]);
  });

  it('drops the redirect of a route that becomes the page again, and never loops', () => {
    const moved = redirectsAfterMove([{ from: '/a', to: '/b' }], '/b', '/a');
    expect(moved).toEqual([{ from: '/b', to: '/a' }]);
    expect(redirectsAfterMove([{ from: '/x', to: '/b' }], '/b', '/b')).toEqual([
      { from: '/x', to: '/b' },
    ]);
  });

  it('drops the redirect of a route a new page takes, and those leading to a removed page', () => {
    const redirects = [
      { from: '/a', to: '/c' },
      { from: '/b', to: '/d' },
    ];
    expect(redirectsWithPageAt(redirects, '/a')).toEqual([{ from: '/b', to: '/d' }]);
    expect(redirectsWithoutPageAt(redirects, '/d')).toEqual([{ from: '/a', to: '/c' }]);
  });
});

describe('the path a redirected request goes to', () => {
  const redirects = [{ from: '/jobs', to: '/careers' }];

  it('keeps the record id and the language prefix', () => {
    expect(redirectedPath('/jobs', '', redirects)).toBe('/careers');
    expect(redirectedPath('/jobs/rec-1', '', redirects)).toBe('/careers/rec-1');
    expect(redirectedPath('/fr/jobs', '/fr', redirects)).toBe('/fr/careers');
    expect(redirectedPath('/site/jobs', '/site', redirects)).toBe('/site/careers');
  });

  it('leaves a path whose first segment is no redirect, or only starts like one', () => {
    expect(redirectedPath('/jobs-board', '', redirects)).toBeUndefined();
    expect(redirectedPath('/about', '', redirects)).toBeUndefined();
    expect(redirectedPath('/other/jobs', '/fr', redirects)).toBeUndefined();
    expect(redirectedPath('/jobs', '', [])).toBeUndefined();
  });
});
