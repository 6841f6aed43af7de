import type { ReadRequest, Reader } from '../cache/index.js';
import { all, isPlainObject, object, optional, test } from '../checks/index.js';
import { authorizedRequest, invalidConfigError } from '../fetch/index.js';
import type { AdapterContext } from './adapterContext.js';
import {
  callError,
  contextOf,
  readerOf,
  fetchOf,
  readThroughCache,
  timeoutOf,
  urlOf,
} from './adapterContext.js';
import { apexCacheKey } from './cacheKeys.js';
import type { Sdk } from './createSdk.js';
import type { RequestOptions } from './requestOptions.js';
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

/** The path of a server method at the SDK's API version. */
function methodUrl(context: AdapterContext, { apexClass, apexMethod }: ApexConfig): string {
  const path = `/lwr/apex/${context.options.apiVersion}/${encodeURIComponent(apexClass)}/${encodeURIComponent(apexMethod)}`;
  return urlOf(context, path);
}

function continuationHeader(config: ApexConfig): Readonly<Record<string, string>> {
  return { 'X-SFDC-Allow-Continuation': String(config.isContinuation ?? false) };
}

/** A cacheable call is a GET with the params as JSON in the query: a read like the others. */
function cacheableRequest(context: AdapterContext, config: ApexConfig): ReadRequest {
  const { methodParams } = config;
  return {
    url: methodUrl(context, config),
    query: hasParams(methodParams) ? { methodParams: JSON.stringify(methodParams) } : undefined,
    headers: continuationHeader(config),
  };
}

function apexReader(context: AdapterContext): Reader<ApexConfig> {
  return {
    adapter: 'apex',
    ttl: APEX_TTL_MS,
    requestOf: (config) => cacheableRequest(context, config),
    mayStore,
  };
}

/** The key of a valid config. */
function keyOf(config: ApexConfig): string {
  const { apexClass, apexMethod, methodParams } = config;
  const params = hasParams(methodParams) ? methodParams : undefined;
  return apexCacheKey(apexClass, apexMethod, config.isContinuation ?? false, params);
}

/**
 * The cache key a cacheable call of `config` stores under, for `sdk.cache.get(key)` and
 * `subscribe(key, …)`. Throws the call's `INVALID_CONFIG` error when the config is invalid.
 */
export function apexMethodCacheKey(config: ApexConfig): string {
  const problem = apexConfigCheck(config);
  if (problem) throw invalidConfigError(problem.message, config);
  return keyOf(config);
}

/**
 * Calls a server method through `sdk`. Cacheable: `GET /lwr/apex/{v}/{class}/{method}?methodParams=<JSON>`,
 * read through the SDK's cache and cached 5 min unless the response forbids it. Otherwise `POST`
 * with the params as the JSON body, never cached. Error bodies (`{errorMessage}`) reject as
 * `SdkError`s.
 */
export function apex<T = unknown>(
  sdk: Sdk,
  config: ApexConfig,
  options?: RequestOptions,
): Promise<T> {
  const context = contextOf(sdk);
  const error = callError(apexConfigCheck, config, options);
  if (error) return Promise.reject(error);
  const { methodParams, cacheable = false } = config;
  if (!cacheable) {
    return authorizedRequest<T>(
      {
        url: methodUrl(context, config),
        method: 'POST',
        body: methodParams ?? {},
        headers: continuationHeader(config),
        signal: options?.signal,
        timeout: timeoutOf(context, options?.timeoutMs),
        fetch: fetchOf(context),
      },
      context.options,
    ).then((result) => result.data as T);
  }
  return readThroughCache<T>(
    context,
    readerOf(context, apexReader),
    keyOf(config),
    config,
    options,
  );
}
