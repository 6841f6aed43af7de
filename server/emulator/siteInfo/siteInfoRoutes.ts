import type { FastifyPluginCallback } from 'fastify';
import { API_VERSION } from '../../../shared/siteConfig';
import type { SiteContent } from '../../../content-model';
import { JSON_CONTENT_TYPE } from '../../http/platformErrors';
import { SITE_INFO_PATH } from '../../http/serverPaths';
import { JSON_CACHE_CONTROL } from '../apiVersion';

/** What an app needs to point the SDK at this site. */
interface SiteInfo {
  siteName: string;
  /** The `0DM` id `getContent` and `getContents` take as `channelOrSiteId`. */
  siteId: string;
  channelId: string;
  /** The `0DB` id `getSeoProperties` takes. */
  communityId: string;
  /** The SDK's `basePath` option: every API path lives under it. */
  basePath: string;
  apiVersion: string;
  languages: string[];
}

export interface SiteInfoOptions {
  basePath: string;
}

function siteInfo(store: SiteContent, basePath: string): SiteInfo {
  const { siteName, siteId, channelId, communityId, languages } = store.site;
  return {
    siteName,
    siteId,
    channelId,
    communityId,
    basePath,
    apiVersion: API_VERSION,
    languages: [...languages],
  };
}

/** `GET {basePath}/emulator/site`: the site's ids, for apps written against the emulator. */
export const siteInfoRoutes: FastifyPluginCallback<SiteInfoOptions> = (app, { basePath }, done) => {
  app.get(SITE_INFO_PATH, async (request, reply) =>
    reply
      .type(JSON_CONTENT_TYPE)
      .header('Cache-Control', JSON_CACHE_CONTROL)
      .send(siteInfo(request.content, basePath)),
  );
  done();
};
