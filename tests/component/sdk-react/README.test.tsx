import { act, render, screen } from '@testing-library/react';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { cacheKeys, createSdk } from '@about-site/sdk';
import { NewsApp } from '../support/newsApp';
import {
  NOT_FOUND_BODY,
  ORIGIN,
  SITE_ID,
  newsDocument,
  sitePath,
  uniqueContentKey,
} from '../../unit/support/fixtures';

// The example sdk-react/README.md shows (newsApp.tsx), rendered.

describe('the React example of the guide', () => {
  it('shows the loading state, then the document', async () => {
    const key = uniqueContentKey();
    nock(ORIGIN).get(sitePath(key)).reply(200, newsDocument(key, 'Our history'));
    render(<NewsApp sdk={createSdk({ baseUrl: ORIGIN })} contentKeys={[key]} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect((await screen.findByRole('heading')).textContent).toBe('Our history');
  });

  it('shows the new version after the entry is invalidated', async () => {
    const key = uniqueContentKey();
    const sdk = createSdk({ baseUrl: ORIGIN });
    nock(ORIGIN).get(sitePath(key)).reply(200, newsDocument(key, 'First'));
    render(<NewsApp sdk={sdk} contentKeys={[key]} />);
    await screen.findByText('First');

    nock(ORIGIN).get(sitePath(key)).reply(200, newsDocument(key, 'Second'));
    await act(() =>
      sdk.cache.invalidate(cacheKeys.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: key })),
    );
    expect(screen.getByRole('heading').textContent).toBe('Second');
  });

  it('shows a failure from the entry', async () => {
    const key = uniqueContentKey();
    nock(ORIGIN).get(sitePath(key)).reply(404, NOT_FOUND_BODY);
    render(<NewsApp sdk={createSdk({ baseUrl: ORIGIN })} contentKeys={[key]} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Not Found');
  });
});
