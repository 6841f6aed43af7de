import { describe, expect, it } from 'vitest';
import { collectMediaKeys, resolveBindings } from '../../../../app/render/bindings';

const KEY = 'MCA4CCV5QS2BAB5H7YRCRPTCWGZQ';

describe('resolveBindings', () => {
  const scope = {
    Item: { title: 'Cycle counting', rank: 2 },
    User: { isGuest: true, Picture: { Url: '/sfsites/c/cms/delivery/media/X', AltText: 'Team' } },
    cmsMedia: { [KEY]: { Url: '/img.jpg' } },
  };

  it('gives the bound value itself when the whole string is one binding', () => {
    expect(resolveBindings('{!User.Picture}', scope)).toEqual(scope.User.Picture);
    expect(resolveBindings('{!User.isGuest}', scope)).toBe(true);
    expect(resolveBindings(`{!cmsMedia.${KEY}}`, scope)).toEqual({ Url: '/img.jpg' });
  });

  it('interpolates bindings inside text, missing values as empty text', () => {
    expect(resolveBindings('#{!Item.rank}: {!Item.title}{!Item.nope}', scope)).toBe(
      '#2: Cycle counting',
    );
  });

  it('walks arrays and objects and leaves other values alone', () => {
    expect(resolveBindings({ a: ['{!Item.title}', 3], b: { c: null } }, scope)).toEqual({
      a: ['Cycle counting', 3],
      b: { c: null },
    });
  });

  it('gives undefined for a missing context or a path through a non-object', () => {
    expect(resolveBindings('{!Record.Name}', scope)).toBeUndefined();
    expect(resolveBindings('{!Item.title.length}', scope)).toBeUndefined();
  });
});

describe('collectMediaKeys', () => {
  it('finds each media key once, anywhere in the data', () => {
    expect(
      collectMediaKeys([
        {
          props: {
            image: `{!cmsMedia.${KEY}}`,
            other: [`{!cmsMedia.${KEY}.Url}`, '{!cmsMedia.bad}'],
          },
        },
      ]),
    ).toEqual([KEY]);
  });
});
