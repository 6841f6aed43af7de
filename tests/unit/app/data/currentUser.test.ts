import { describe, expect, it } from 'vitest';
import { GUEST, readCurrentUser } from '../../../../app/data/currentUser';

const config = { basePath: '', imageOptimizer: 'none' } as const;
const picture = {
  Url: '/sfsites/c/cms/delivery/media/MCDGRQX6R2ATR7WZNWAVINURYULL',
  AltText: 'Brand',
  ContentKey: 'MCDGRQX6R2ATR7WZNWAVINURYULL',
};

describe('readCurrentUser', () => {
  it('reads a guest without a user id, with the picture and its srcset', () => {
    const user = readCurrentUser({ userId: null, isGuest: true, Picture: picture }, config);
    expect(user).toEqual({
      isGuest: true,
      userId: null,
      Picture: {
        Url: picture.Url,
        RawUrl: picture.Url,
        AltText: 'Brand',
        ContentKey: picture.ContentKey,
        SrcSet: [640, 960, 1920]
          .map((w) => `${picture.Url}?width=${String(w)} ${String(w)}w`)
          .join(', '),
      },
    });
  });

  it('puts a platform media picture under the site base path', () => {
    const raw = '/cms/delivery/media/MCDGRQX6R2ATR7WZNWAVINURYULL';
    const user = readCurrentUser(
      { isGuest: true, Picture: { Url: raw } },
      { basePath: '/site', imageOptimizer: 'none' },
    );
    expect(user.Picture).toMatchObject({
      Url: `/site/sfsites/c${raw}`,
      RawUrl: raw,
      AltText: '',
      ContentKey: '',
    });
    expect(user.Picture?.SrcSet).toContain(`/site/sfsites/c${raw}?width=640 640w`);
  });

  it('keeps the user id only for a signed-in user', () => {
    expect(
      readCurrentUser({ userId: '0055f00000xTI4cAAG', isGuest: false, Picture: null }, config),
    ).toEqual({ isGuest: false, userId: '0055f00000xTI4cAAG', Picture: null });
    expect(readCurrentUser({ isGuest: false }, config).userId).toBeNull();
  });

  it('drops a user id a guest answer carries', () => {
    expect(readCurrentUser({ userId: '0055f00000xTI4cAAG', isGuest: true }, config)).toEqual({
      isGuest: true,
      userId: null,
      Picture: null,
    });
  });

  it.each([
    ['a wrong type', { isGuest: 'no' }],
    ['no guest flag', { userId: '0055f00000xTI4cAAG' }],
    ['a picture without a url', { isGuest: false, Picture: { AltText: 'x' } }],
    ['not an object', 'guest'],
    ['nothing', null],
  ])('reads an answer with %s as a guest', (_case, response) => {
    expect(readCurrentUser(response, config)).toBe(GUEST);
  });
});
