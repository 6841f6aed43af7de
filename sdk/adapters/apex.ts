import { loadWithPolicy } from '../cache/index.js';
import type { Fetcher } from '../cache/index.js';
import { all, isPlainObject, object, optional, test } from '../checks/index.js';
import { invalidConfigError, request } from '../fetch/index.js';
import type { AdapterContext } from './adapterContext.js';
import { fetchOf, timeoutOf, urlOf } from './adapterContext.js';
import { apexCacheKey } from './cacheKeys.js';
import type { RequestOptions } from './requestOptions.js';
import { resilientFetcher } from './resilientFetcher.js';
import { APEX_TTL_MS } from './ttl.js';
import { configObject, requiredString } from './validation.js';

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

const isBoolean = (value: unknown): boolean => typeof value === 'boolean';

const apexConfigCheck = all(
  configObject(),
  object({
    apexClass: requiredString('apexClass'),
    apexMethod: requiredString('apexMethod'),
    methodParams: optional(test(isPlainObject, "The 'methodParams' parameter must be an object.")),
    cacheable: optional(test(isBoolean, "The 'cacheable' parameter must be a boolean.")),
    isContinuation: optional(test(isBoolean, "The 'isContinuation' parameter must be a boolean.")),
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
    const problem = apexConfigCheck(config);
    if (problem) return Promise.reject(invalidConfigError(problem.message, config));
    const { apexClass, apexMethod, methodParams, cacheable = false } = config;
    const isContinuation = config.isContinuation ?? false;
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
        timeout: timeoutOf(context),
        fetch: fetchOf(context),
      }).then((result) => result.data as T);
    }
    const query = hasParams(methodParams)
      ? { methodParams: JSON.stringify(methodParams) }
      : undefined;
    // A cacheable call is a GET: a read, so it is retried like the other reads.
    const fetcher: Fetcher<T> = resilientFetcher(async ({ signal, cache }) => {
      const result = await request<T>({
        url,
        query,
        headers,
        signal,
        cache,
        timeout: timeoutOf(context),
        fetch: fetchOf(context),
      });
      return { data: result.data as T, cacheable: mayStore(result.headers) };
    }, context.options);
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
        adapter: 'apex',
        args: config,
        fetcher,
      },
      requestOptions?.cachePolicy,
    );
  };
}
