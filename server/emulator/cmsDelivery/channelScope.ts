import { API_VERSION } from '../../../shared/siteConfig';
import { recordIdPattern, sameRecordId, type SiteContent } from '../../../content-model';
import { invalidId, notFound } from '../../http/platformErrors';

/** Which of the two delivery resources was called, with the id as the caller wrote it. */
export interface ChannelScope {
  kind: 'site' | 'channel';
  id: string;
  basePath: string;
  /** Path of the `contents` collection for this scope, under the base path. */
  contentsPath: string;
}

const SITE_ID = recordIdPattern('0DM');
const CHANNEL_ID = recordIdPattern('0ap');

/**
 * A malformed or wrongly prefixed id is a 400 `INVALID_ID_FIELD`, as Connect answers a wrong id;
 * a well-formed id of another site or channel is a 404 `NOT_FOUND`.
 */
export function resolveScope(
  store: SiteContent,
  basePath: string,
  kind: ChannelScope['kind'],
  id: string,
): ChannelScope {
  const { site } = store;
  const [pattern, ours] = kind === 'site' ? [SITE_ID, site.siteId] : [CHANNEL_ID, site.channelId];
  if (!pattern.test(id)) throw invalidId(id);
  if (!sameRecordId(id, ours)) throw notFound();
  const connect = `${basePath}/services/data/${API_VERSION}/connect`;
  const contentsPath =
    kind === 'site'
      ? `${connect}/sites/${id}/cms/delivery/contents`
      : `${connect}/cms/delivery/channels/${id}/contents`;
  return { kind, id, basePath, contentsPath };
}

/** The `channelSummary` block of every delivery response. */
export function channelSummary(store: SiteContent, basePath: string) {
  const { site } = store;
  return {
    domainUrl: site.domainUrl,
    id: site.channelId,
    name: site.channelName,
    resourceUrl: `${basePath}/services/data/${API_VERSION}/connect/cms/delivery/channels/${site.channelId}`,
    target: { id: site.siteId },
    type: 'Community',
  };
}
