import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { loadUser, selectUser } from '../../../../app/features/user';
import { API_ORIGIN, makeTestStore } from '../../../support/testStore';

const PATH = '/lwr/apex/v64.0/SiteUserController/getCurrentUser';
const picture = {
  Url: '/sfsites/c/cms/delivery/media/MCDGRQX6R2ATR7WZNWAVINURYULL',
  AltText: 'Brand',
  ContentKey: 'MCDGRQX6R2ATR7WZNWAVINURYULL',
};

describe('user data provider', () => {
  it('loads a guest without a user id, with the default picture and its srcset', async () => {
    nock(API_ORIGIN).get(PATH).reply(200, { userId: null, isGuest: true, Picture: picture });
    const { store } = makeTestStore();
    await store.dispatch(loadUser());
    const user = selectUser(store.getState());
    expect(user).toMatchObject({ status: 'succeeded', isGuest: true, userId: null });
    expect(user.Picture).toMatchObject({
      Url: picture.Url,
      AltText: 'Brand',
      ContentKey: picture.ContentKey,
    });
    expect(user.Picture?.SrcSet).toContain(`${picture.Url}?width=640 640w`);
  });

  it('keeps the user id only for a signed-in user', async () => {
    nock(API_ORIGIN)
      .get(PATH)
      .reply(200, { userId: '0055f00000xTI4cAAG', isGuest: false, Picture: null });
    const { store } = makeTestStore();
    await store.dispatch(loadUser());
    expect(selectUser(store.getState())).toMatchObject({
      isGuest: false,
      userId: '0055f00000xTI4cAAG',
      Picture: null,
    });
  });

  it('drops a user id a guest answer carries', async () => {
    nock(API_ORIGIN).get(PATH).reply(200, { userId: '0055f00000xTI4cAAG', isGuest: true });
    const { store } = makeTestStore();
    await store.dispatch(loadUser());
    expect(selectUser(store.getState()).userId).toBeNull();
  });

  it('stores a failure and shows one data-error toast, and loads only once', async () => {
    nock(API_ORIGIN)
      .get(PATH)
      .reply(500, [{ errorCode: 'UNKNOWN_EXCEPTION', message: 'boom' }]);
    const { store } = makeTestStore();
    await store.dispatch(loadUser());
    await store.dispatch(loadUser());
    expect(selectUser(store.getState())).toMatchObject({ status: 'failed', isGuest: true });
    expect(store.getState().toast.queue.length + store.getState().toast.shown.length).toBe(1);
  });

  it('rejects an answer of the wrong shape', async () => {
    nock(API_ORIGIN).get(PATH).reply(200, { isGuest: 'no' });
    const { store } = makeTestStore();
    await store.dispatch(loadUser());
    expect(selectUser(store.getState()).status).toBe('failed');
  });
});
