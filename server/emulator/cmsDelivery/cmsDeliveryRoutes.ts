import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { API_VERSION } from '../../../shared/siteConfig';
import { JSON_CONTENT_TYPE } from '../../http/platformErrors';
import { JSON_CACHE_CONTROL } from '../apiVersion';
import { resolveScope, type ChannelScope } from './channelScope';
import { getContent } from './getContent';
import { listContents } from './listContents';
import type { Query } from './queryParams';
import type { DeliveryContext } from './representation';

export interface CmsDeliveryOptions {
  basePath: string;
}

interface ScopeParams {
  siteId?: string;
  channelId?: string;
  contentKeyOrId?: string;
}

type DeliveryRequest = FastifyRequest<{ Params: ScopeParams; Querystring: Query }>;

const CONNECT = `/services/data/${API_VERSION}/connect`;
const SCOPES = [
  { kind: 'site', path: `${CONNECT}/sites/:siteId/cms/delivery/contents` },
  { kind: 'channel', path: `${CONNECT}/cms/delivery/channels/:channelId/contents` },
] as const;

function sendJson(reply: FastifyReply, body: unknown): FastifyReply {
  return reply
    .type(JSON_CONTENT_TYPE)
    .header('Cache-Control', JSON_CACHE_CONTROL)
    .send(JSON.stringify(body));
}

/** CMS delivery, single and list, by site (`0DM`) and by channel (`0ap`). */
export const cmsDeliveryRoutes: FastifyPluginCallback<CmsDeliveryOptions> = (
  app,
  options,
  done,
) => {
  const { basePath } = options;

  const contextOf = (request: DeliveryRequest, kind: ChannelScope['kind']): DeliveryContext => {
    const id = (kind === 'site' ? request.params.siteId : request.params.channelId) ?? '';
    const encoding = request.headers['x-chatter-entity-encoding'];
    const store = request.content;
    return {
      store,
      scope: resolveScope(store, basePath, kind, id),
      entityEncoding: typeof encoding !== 'string' || encoding.toLowerCase() !== 'false',
    };
  };

  for (const { kind, path } of SCOPES) {
    const list = async (request: DeliveryRequest, reply: FastifyReply) => {
      const context = contextOf(request, kind);
      const requestPath = request.url.split('?', 1)[0] ?? '';
      return sendJson(reply, listContents(request.query, requestPath, context));
    };
    // One official client calls the list with a trailing slash; both forms answer.
    app.get(path, list);
    app.get(`${path}/`, list);
    app.get(`${path}/:contentKeyOrId`, async (request: DeliveryRequest, reply) => {
      const context = contextOf(request, kind);
      return sendJson(
        reply,
        getContent(request.params.contentKeyOrId ?? '', request.query, context),
      );
    });
  }
  done();
};
