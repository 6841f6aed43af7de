import { act, screen, waitFor } from '@testing-library/react';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { userDataProviderBlock } from '../../../../../app/blocks/userDataProvider';
import { GUEST } from '../../../../../app/data/currentUser';
import type { UserData } from '../../../../../app/data/currentUser';
import { API, testConfig } from '../../../support/contentFixtures';
import { renderBlock } from '../../../support/renderBlock';
import { makeTestStore } from '../../../../support/testStore';

const PATH = '/lwr/apex/v64.0/SiteUserController/getCurrentUser';
const picture = {
  Url: '/sfsites/c/cms/delivery/media/MCDGRQX6R2ATR7WZNWAVINURYULL',
  AltText: 'Brand',
  ContentKey: 'MCDGRQX6R2ATR7WZNWAVINURYULL',
};

/** The binding scope the provider hands its default region, by region marker. */
function scopeOf(index = 0): Record<string, UserData> {
  const region = screen.getAllByTestId('region-default')[index];
  return JSON.parse(region?.dataset.scope ?? '{}') as Record<string, UserData>;
}

function mockUser(status: number, body: unknown) {
  return nock(API, { reqheaders: { 'x-sfdc-allow-continuation': 'false' } })
    .get(PATH)
    .reply(status, body as nock.Body);
}

describe('user data provider', () => {
  it('feeds a guest until the user is known, then the guest without a user id, with the picture and its srcset', async () => {
    mockUser(200, { userId: null, isGuest: true, Picture: picture });
    renderBlock(userDataProviderBlock, {});
    expect(scopeOf()).toEqual({ User: GUEST });
    await waitFor(() => {
      expect(scopeOf().User?.Picture).not.toBeNull();
    });
    const user = scopeOf().User;
    expect(user).toMatchObject({ isGuest: true, userId: null });
    expect(user?.Picture).toMatchObject({
      Url: picture.Url,
      AltText: 'Brand',
      ContentKey: picture.ContentKey,
    });
    expect(user?.Picture?.SrcSet).toContain(`${picture.Url}?width=640 640w`);
  });

  it('keeps the user id only for a signed-in user, under the configured expression key', async () => {
    mockUser(200, { userId: '0055f00000xTI4cAAG', isGuest: false, Picture: null });
    renderBlock(userDataProviderBlock, { sfdcExpressionKey: 'Viewer' });
    await waitFor(() => {
      expect(scopeOf().Viewer).toEqual({
        isGuest: false,
        userId: '0055f00000xTI4cAAG',
        Picture: null,
      });
    });
  });

  it('drops a user id a guest answer carries', async () => {
    const scope = mockUser(200, { userId: '0055f00000xTI4cAAG', isGuest: true });
    renderBlock(userDataProviderBlock, {});
    await waitFor(() => {
      expect(scope.isDone()).toBe(true);
    });
    await waitFor(() => {
      expect(scopeOf().User).toEqual({ isGuest: true, userId: null, Picture: null });
    });
  });

  it('stays a guest on a failure, shows one data-error toast, and loads only once', async () => {
    mockUser(500, [{ errorCode: 'UNKNOWN_EXCEPTION', message: 'boom' }]);
    const page = makeTestStore(testConfig);
    renderBlock(userDataProviderBlock, {}, { page });
    await waitFor(() => {
      expect(page.store.getState().toast.reportedSources).toHaveLength(1);
    });
    // A provider placed later reads the failed entry: no second request, no second toast.
    renderBlock(userDataProviderBlock, { sfdcExpressionKey: 'Viewer' }, { page });
    await act(() => Promise.resolve());
    const { toast } = page.store.getState();
    expect(toast.queue.length + toast.shown.length).toBe(1);
    expect(scopeOf(0)).toEqual({ User: GUEST });
    expect(scopeOf(1)).toEqual({ Viewer: GUEST });
  });

  it('reads an answer of the wrong shape as a guest', async () => {
    const scope = mockUser(200, { isGuest: 'no', userId: '0055f00000xTI4cAAG' });
    const { sdk } = renderBlock(userDataProviderBlock, {});
    await waitFor(() => {
      expect(scope.isDone()).toBe(true);
    });
    await waitFor(() => {
      expect(Object.values(sdk.cache.entries())[0]?.state).toBe('Fulfilled');
    });
    expect(scopeOf()).toEqual({ User: GUEST });
  });

  it('takes `User` as the expression key unless a plain identifier is given', () => {
    const keyOf = (raw: Record<string, unknown>) => userDataProviderBlock.parse(raw).expressionKey;
    expect(keyOf({})).toBe('User');
    expect(keyOf({ sfdcExpressionKey: 'a.b' })).toBe('User');
    expect(keyOf({ expressionKey: 'Member' })).toBe('User');
    expect(keyOf({ sfdcExpressionKey: 'Member' })).toBe('Member');
  });

  it('binds only the fields named in sfdcFields', async () => {
    mockUser(200, { userId: '0055f00000xTI4cAAG', isGuest: false, Picture: null });
    renderBlock(userDataProviderBlock, { sfdcFields: 'isGuest, userId' });
    await waitFor(() => {
      expect(scopeOf().User).toEqual({ isGuest: false, userId: '0055f00000xTI4cAAG' });
    });
  });

  it('reads nothing in preview mode and binds a guest', async () => {
    // No request is mocked: one would fail the test.
    const { sdk } = renderBlock(userDataProviderBlock, { sfdcIsPreviewMode: true });
    await act(() => Promise.resolve());
    expect(Object.keys(sdk.cache.entries())).toHaveLength(0);
    expect(scopeOf()).toEqual({ User: GUEST });
  });
});
