import { render, screen } from '@testing-library/react';
import nock from 'nock';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { cacheKeys, createSdk } from '@about-site/sdk';
import type { NewsBody, Sdk } from '@about-site/sdk';
import { useContent } from '../../../examples/react/useContent';
import {
  NOT_FOUND_BODY,
  ORIGIN,
  SITE_ID,
  newsDocument,
  sitePath,
  uniqueContentKey,
} from '../../unit/sdk/support/fixtures';

// The React binding docs/sdk.md shows (examples/react/useContent.ts), in a component.

function NewsTitle({ sdk, contentKey }: { sdk: Sdk; contentKey: string }) {
  const entry = useContent<NewsBody>(sdk, { channelOrSiteId: SITE_ID, contentKeyOrId: contentKey });
  if (entry?.error) return <p role="alert">{entry.error.message}</p>;
  if (entry?.data === undefined) return <p role="status">Loading…</p>;
  return <h2>{entry.data.title}</h2>;
}

describe('the useSyncExternalStore binding', () => {
  it('shows the loading state, then the document', async () => {
    const key = uniqueContentKey();
    nock(ORIGIN).get(sitePath(key)).reply(200, newsDocument(key, 'Our history'));
    render(<NewsTitle sdk={createSdk({ baseUrl: ORIGIN })} contentKey={key} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect((await screen.findByRole('heading')).textContent).toBe('Our history');
  });

  it('shows the new version after the entry is invalidated', async () => {
    const key = uniqueContentKey();
    const sdk = createSdk({ baseUrl: ORIGIN });
    nock(ORIGIN).get(sitePath(key)).reply(200, newsDocument(key, 'First'));
    render(<NewsTitle sdk={sdk} contentKey={key} />);
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
    render(<NewsTitle sdk={createSdk({ baseUrl: ORIGIN })} contentKey={key} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Not Found');
  });
});
