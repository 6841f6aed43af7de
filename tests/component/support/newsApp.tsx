// The example of sdk-react/README.md: an app's components on `@about-site/sdk-react`
// (readHooks.test.tsx renders it; docsExample.test.ts checks the guide shows it word for word).

// #region example
import type { NewsBody, Sdk } from '@about-site/sdk';
import { SdkProvider, useContent } from '@about-site/sdk-react';

const SITE_ID = '0DM5e000000AbCdGAA';

/** One document: its loading state, its failure, or its title. */
function NewsTitle({ contentKey }: { contentKey: string }) {
  const entry = useContent<NewsBody>({ channelOrSiteId: SITE_ID, contentKeyOrId: contentKey });
  if (entry.error) return <p role="alert">{entry.error.message}</p>;
  if (entry.data === undefined) return <p role="status">Loading…</p>;
  return <h2>{entry.data.title}</h2>;
}

/** The app: one SDK (created once, outside the components) for everything below. */
export function NewsApp({ sdk, contentKeys }: { sdk: Sdk; contentKeys: string[] }) {
  return (
    <SdkProvider sdk={sdk}>
      {contentKeys.map((contentKey) => (
        <NewsTitle key={contentKey} contentKey={contentKey} />
      ))}
    </SdkProvider>
  );
}
// #endregion example
