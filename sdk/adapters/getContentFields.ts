import type { Reader } from '../cache/index.js';
import { all, isPlainObject, object, test } from '../checks/index.js';
import type { Check } from '../checks/index.js';
import type { ManagedContentCollection, UnknownContentBody } from '../documents/index.js';
import { invalidConfigError } from '../fetch/index.js';
import type { AdapterContext } from './adapterContext.js';
import { callError, contextOf, readThroughCache, readerOf } from './adapterContext.js';
import { contentsCacheKey } from './cacheKeys.js';
import { contentsQuery, getContentsConfigCheck } from './contentConfig.js';
import type { GetContentsConfig } from './contentConfig.js';
import type { Sdk } from './createSdk.js';
import { contentsRequest } from './getContents.js';
import type { RequestOptions } from './requestOptions.js';
import { configObject } from './validation.js';

/**
 * `getContentFields` config: a `getContents` config (bodies always included) and the body fields
 * to keep of each document.
 */
export interface GetContentFieldsConfig extends Omit<GetContentsConfig, 'includeContentBody'> {
  /** The `contentBody` fields each document keeps, such as `excerpt` and `thumbnail`. */
  contentBodyFields: readonly string[];
}

const FIELDS_KEY = 'contentBodyFields';

/** The list call's config that reads the documents: the same, with their bodies. */
function listConfigOf(config: GetContentFieldsConfig): GetContentsConfig {
  const { contentBodyFields: _fields, ...list } = config;
  return { ...list, includeContentBody: true };
}

/** The fields, then the rest as the list call checks it; messages in the list call's words. */
const fieldsConfigCheck: Check = all(
  configObject(),
  object({
    [FIELDS_KEY]: test(
      (value) => Array.isArray(value) && value.every((field) => typeof field === 'string'),
      `The '${FIELDS_KEY}' parameter must be an array of field names.`,
    ),
    includeContentBody: test(
      (value) => value === undefined,
      "The 'includeContentBody' parameter is not supported.",
    ),
  }),
  (config) => getContentsConfigCheck(listConfigOf(config as GetContentFieldsConfig)),
);

/** A document with only `fields` of its `contentBody`; anything else as it is. */
function keepFields(document: unknown, fields: readonly string[]): unknown {
  if (!isPlainObject(document) || !isPlainObject(document.contentBody)) return document;
  const body = document.contentBody;
  const kept = fields.filter((field) => Object.hasOwn(body, field));
  return { ...document, contentBody: Object.fromEntries(kept.map((f) => [f, body[f]])) };
}

/** What an entry keeps of a page of documents. */
function keepBodyFields(data: unknown, fields: readonly string[]): unknown {
  if (!isPlainObject(data) || !Array.isArray(data.contents)) return data;
  return { ...data, contents: data.contents.map((document) => keepFields(document, fields)) };
}

function fieldsReader(context: AdapterContext): Reader<GetContentFieldsConfig> {
  return {
    adapter: 'getContentFields',
    ttl: context.options.ttlMs,
    requestOf: (config) => contentsRequest(context, listConfigOf(config)),
    dataOf: (data, config) => keepBodyFields(data, config.contentBodyFields),
  };
}

/** The key of a valid config: the list call's, and the fields in a fixed order. */
function keyOf(config: GetContentFieldsConfig): string {
  const fields = [...new Set(config.contentBodyFields)].sort().map(encodeURIComponent);
  const list = contentsCacheKey(config.channelOrSiteId, contentsQuery(listConfigOf(config)));
  return `${list}#${FIELDS_KEY}=${fields.join(',')}`;
}

/**
 * The cache key `getContentFields` stores `config` under, for `sdk.cache.get(key)` and
 * `subscribe(key, …)`. Throws the call's `INVALID_CONFIG` error when the config is invalid.
 */
export function contentFieldsCacheKey(config: GetContentFieldsConfig): string {
  const problem = fieldsConfigCheck(config);
  if (problem) throw invalidConfigError(problem.message, config);
  return keyOf(config);
}

/**
 * A page of documents as `getContents` reads them with their bodies, each keeping only
 * `contentBodyFields` of its body: what a list of articles shows, without the articles. The
 * platform sends whole bodies (it has no such parameter); the entry, and a page's hand-over of it,
 * holds only these fields, under a key of its own.
 */
export function getContentFields<TBody = UnknownContentBody>(
  sdk: Sdk,
  config: GetContentFieldsConfig,
  options?: RequestOptions,
): Promise<ManagedContentCollection<TBody>> {
  const context = contextOf(sdk);
  const error = callError(fieldsConfigCheck, config, options);
  if (error) return Promise.reject(error);
  return readThroughCache<ManagedContentCollection<TBody>>(
    context,
    readerOf(context, fieldsReader),
    keyOf(config),
    config,
    options,
  );
}
