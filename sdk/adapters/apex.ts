import { z } from 'zod/mini';
import { loadWithPolicy } from '../cache';
import type { Fetcher } from '../cache';
import { ENGLISH_ISSUES, invalidConfigError, request } from '../fetch';
import type { AdapterContext } from './adapterContext';
import { fetchOf, urlOf } from './adapterContext';
import { apexCacheKey } from './cacheKeys';
import type { RequestOptions } from './requestOptions';
import { APEX_TTL_MS } from './ttl';
import { configObject, firstIssueMessage, isPlainObject, requiredString } from './validation';

/** A server (Apex) method call. */
export interface ApexConfig {
  /** Class name, optionally namespaced: `ns__ClassName`. */
  apexClass: string;
  apexMethod: string;
  /** Named parameters: the GET query `methodParams` (JSON) or the POST body. */
  methodParams?: Readonly<Record<string, unknown>>;
  /** Cacheable (`@AuraEnabled(cacheable=true)`) methods are read with GET and cached 5 min. */
  cacheable?: boolean;
  /** Sends `X-SFDC-Allow-Continuation: true`. Default false. */
  isContinuation?: boolean;
}

export type Apex = <T = unknown>(config: ApexConfig, options?: RequestOptions) => Promise<T>;

const apexConfigSchema = z.pipe(
  configObject(),
  z.object({
    apexClass: requiredString('apexClass'),
    apexMethod: requiredString('apexMethod'),
    methodParams: z.optional(
      z.custom<Record<string, unknown>>(
        isPlainObject,
        "The 'methodParams' parameter must be an object.",
      ),
    ),
    cacheable: z.optional(z.boolean("The 'cacheable' parameter must be a boolean.")),
    isContinuation: z.optional(z.boolean("The 'isContinuation' parameter must be a boolean.")),
  }),
);

/** `no-cache` or `no-store` in Cache-Control: the response must not be stored. */
function mayStore(headers: Headers): boolean {
  const cacheControl = headers.get('cache-control') ?? '';
  return !/\bno-(cache|store)\b/i.test(cacheControl);
}

function hasParams(params: Readonly<Record<string, unknown>> | undefined): boolean {
  return params !== undefined && Object.keys(params).length > 0;
}

/**
 * Calls a server method. Cacheable: `GET /lwr/apex/{v}/{class}/{method}?methodParams=<JSON>`,
 * cached 5 min unless the response forbids it. Otherwise `POST` with the params as the JSON body,
 * never cached. Error bodies (`{errorMessage}`) reject as `SdkError`s.
 */
export function createApex(context: AdapterContext): Apex {
  return <T>(config: ApexConfig, requestOptions?: RequestOptions): Promise<T> => {
    const parsed = apexConfigSchema.safeParse(config, ENGLISH_ISSUES);
    if (!parsed.success) {
      return Promise.reject(invalidConfigError(firstIssueMessage(parsed.error), config));
    }
    const { apexClass, apexMethod, methodParams, cacheable = false } = parsed.data;
    const isContinuation = parsed.data.isContinuation ?? false;
    const path = `/lwr/apex/${context.options.apiVersion}/${encodeURIComponent(apexClass)}/${encodeURIComponent(apexMethod)}`;
    const url = urlOf(context, path);
    const headers = { 'X-SFDC-Allow-Continuation': String(isContinuation) };
    if (!cacheable) {
      return request<T>({
        url,
        method: 'POST',
        body: methodParams ?? {},
        headers,
        signal: requestOptions?.signal,
        fetch: fetchOf(context),
      }).then((result) => result.data as T);
    }
    const query = hasParams(methodParams)
      ? { methodParams: JSON.stringify(methodParams) }
      : undefined;
    const fetcher: Fetcher<T> = async ({ signal, cache }) => {
      const result = await request<T>({
        url,
        query,
        headers,
        signal,
        cache,
        fetch: fetchOf(context),
      });
      return { data: result.data as T, cacheable: mayStore(result.headers) };
    };
    return loadWithPolicy<T>(
      context.store,
      {
        key: apexCacheKey(
          apexClass,
          apexMethod,
          isContinuation,
          hasParams(methodParams) ? methodParams : undefined,
        ),
        ttl: APEX_TTL_MS,
        signal: requestOptions?.signal,
        fetcher,
      },
      requestOptions?.cachePolicy,
    );
  };
}
