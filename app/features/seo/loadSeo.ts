import type { SeoProperties } from '../../../sdk';
import { createAppAsyncThunk } from '../../hooks';

/** The platform API version the SEO call names in its path. */
export const SEO_API_VERSION = 'v64.0';

export interface LoadSeoArgs {
  /** The route's recordId parameter; empty for pages that are not records. */
  recordId: string;
  /** The page's url alias, the query key when there is no recordId (as the platform does). */
  urlAlias: string;
}

/** Reads the page's SEO properties; the query key is the recordId, else the url alias. */
export const loadSeo = createAppAsyncThunk(
  'seo/load',
  async ({ recordId, urlAlias }: LoadSeoArgs, { extra, signal }): Promise<SeoProperties> =>
    extra.sdk.getSeoProperties(
      {
        apiVersion: SEO_API_VERSION,
        communityId: extra.config.communityId,
        recordId: recordId || urlAlias,
      },
      { signal },
    ),
);
