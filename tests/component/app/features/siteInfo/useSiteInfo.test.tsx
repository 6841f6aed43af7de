import { act, render, screen, waitFor } from '@testing-library/react';
import nock from 'nock';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useSiteInfo } from '../../../../../app/features/siteInfo/useSiteInfo';
import { makeTestProviders } from '../../../../support/testProviders';
import { API_ORIGIN } from '../../../../support/testStore';

const PATH = '/lwr/apex/v64.0/WebsiteHelperController/getContentTwo';

function SiteInfoProbe({ label = 'info' }: { label?: string }) {
  const { info, failed } = useSiteInfo();
  const text = info ? `${info.companyName}|${info.tagline}` : failed ? 'failed' : 'none';
  return <output data-testid={label}>{text}</output>;
}

function setup(ui: ReactNode) {
  const providers = makeTestProviders();
  return { ...providers, ...render(ui, { wrapper: providers.wrapper }) };
}

describe('useSiteInfo', () => {
  it('reads the helper content once through a cacheable server method call', async () => {
    const scope = nock(API_ORIGIN, { reqheaders: { 'x-sfdc-allow-continuation': 'false' } })
      .get(PATH)
      .reply(200, {
        companyName: 'Quayline Software, Inc.',
        productName: 'FieldLedger',
        socialLinks: [],
      });
    const { rerender } = setup(
      <>
        <SiteInfoProbe label="header" />
        <SiteInfoProbe label="footer" />
      </>,
    );
    expect(screen.getByTestId('footer')).toHaveTextContent('none');
    await waitFor(() => {
      expect(screen.getByTestId('footer')).toHaveTextContent('Quayline Software, Inc.|');
    });
    expect(screen.getByTestId('header')).toHaveTextContent('Quayline Software, Inc.|');
    expect(scope.isDone()).toBe(true);
    // A reader placed later reads the cached content.
    rerender(<SiteInfoProbe label="later" />);
    expect(screen.getByTestId('later')).toHaveTextContent('Quayline Software, Inc.|');
  });

  it('says it failed, with one data-error toast, when the content has the wrong shape', async () => {
    const scope = nock(API_ORIGIN).get(PATH).reply(200, { companyName: '' });
    const { sdk, store } = setup(
      <>
        <SiteInfoProbe />
        <SiteInfoProbe label="later" />
      </>,
    );
    await waitFor(() => {
      expect(Object.values(sdk.cache.entries())[0]?.state).toBe('Fulfilled');
    });
    expect(scope.isDone()).toBe(true);
    expect(screen.getByTestId('info')).toHaveTextContent('failed');
    expect(screen.getByTestId('later')).toHaveTextContent('failed');
    expect(store.getState().toast.reportedSources).toEqual([Object.keys(sdk.cache.entries())[0]]);
  });

  it('says it failed when the call fails, raises one data-error toast, and does not ask again', async () => {
    nock(API_ORIGIN).get(PATH).reply(500, { errorMessage: 'Something went wrong' });
    const { sdk, store, rerender } = setup(<SiteInfoProbe />);
    await waitFor(() => {
      expect(Object.values(sdk.cache.entries())[0]?.error?.status).toBe(500);
    });
    rerender(
      <>
        <SiteInfoProbe />
        <SiteInfoProbe label="later" />
      </>,
    );
    await act(() => Promise.resolve());
    expect(screen.getByTestId('info')).toHaveTextContent('failed');
    expect(screen.getByTestId('later')).toHaveTextContent('failed');
    expect(store.getState().toast.reportedSources).toHaveLength(1);
  });
});
