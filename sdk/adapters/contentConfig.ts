import { all, object, onlyKeys, optional, test } from '../checks/index.js';
import type { Check } from '../checks/index.js';
import { isLocale } from '../links/identifiers.js';
import { configObject, requiredString } from './validation.js';

/** The delivery parameters of the Connect reference that both content calls take. */
export interface DeliveryParameters {
  /**
   * The variant in this language, in the platform's locale form (`fr_FR`, `en_US`, `de`); the
   * platform falls back to the site's default language, and the document's `language` says which
   * it is.
   */
  language?: string | null;
  /** `true`: full references rather than summaries. */
  expandReferences?: boolean | null;
  /** `true`: references in `referencesList` rather than the `references` map. */
  referencesAsList?: boolean | null;
  /** `true`: `unauthenticatedUrl` absolute (public channels only). */
  showAbsoluteUrl?: boolean | null;
}

/** `getContent` config: the platform's keys (`experience/cmsDeliveryApi`) and the reference's. */
export interface GetContentConfig extends DeliveryParameters {
  /** A site id (`0DM…`) or a delivery channel id (`0ap…`). */
  channelOrSiteId: string;
  /** A content key (`MC…`) or a managed content id (`20Y…`). */
  contentKeyOrId: string;
}

/** `getContents` config: the platform's keys (`experience/cmsDeliveryApi`) and the reference's. */
export interface GetContentsConfig extends DeliveryParameters {
  /** A site id (`0DM…`) or a delivery channel id (`0ap…`). */
  channelOrSiteId: string;
  /** Content keys (up to 50); sent comma-joined, dropped when empty. */
  contentKeys?: readonly string[] | null;
  /** Managed content ids (up to 100); sent comma-joined, dropped when empty. */
  managedContentIds?: readonly string[] | null;
  /** Fully qualified type name, e.g. `sfdc_cms__news`. */
  contentTypeFQN?: string | null;
  /** 0-based page; sent only when an integer. */
  page?: number | null;
  /** 1-250, default 25 (at most 25 with bodies, `MAX_KEYS_PER_CALL`); sent only when an integer. */
  pageSize?: number | null;
  /** 0-3; sent only when an integer. */
  referenceDepth?: number | null;
  /** Without it, documents come back without `contentBody`. */
  includeContentBody?: boolean | null;
}

/** The platform's messages, word for word (`experience/cmsDeliveryApi`). */
const CONTENT_MESSAGES = {
  channelInvalid: "The 'channelOrSiteId' parameter is invalid",
  listOptionsRequired: 'Enter input parameters to execute the request.',
  listChannelRequired: 'Enter a value for channelOrSiteId.',
  listChannelInvalid: 'Enter a valid prefix for channelOrSiteId.',
  listLanguageInvalid: 'Enter a valid locale for language, such as fr_FR.',
} as const;

/** Ours, in the catalogue's words: a key the call does not know is refused, never dropped. */
function unsupportedMessage(keys: string[]): string {
  return `The '${keys.join("', '")}' parameter is not supported.`;
}

/** The delivery parameters (the list call's type of each), in the order a query sends them. */
const DELIVERY_PARAM_TYPES = {
  language: 'string',
  expandReferences: 'boolean',
  referencesAsList: 'boolean',
  showAbsoluteUrl: 'boolean',
} as const;

const DELIVERY_PARAMS = Object.keys(DELIVERY_PARAM_TYPES) as (keyof DeliveryParameters)[];

/** The keys `getContent` takes; a hot path may skip checking a config of these alone. */
export const CONTENT_IDENTITY_KEYS = ['channelOrSiteId', 'contentKeyOrId'] as const;

type ListParamType = 'array' | 'string' | 'number' | 'boolean';

/** The list call's parameters besides the channel, each with its type, in query order. */
const LIST_PARAM_TYPES: Readonly<Record<string, ListParamType>> = {
  contentKeys: 'array',
  managedContentIds: 'array',
  contentTypeFQN: 'string',
  page: 'number',
  pageSize: 'number',
  referenceDepth: 'number',
  includeContentBody: 'boolean',
  ...DELIVERY_PARAM_TYPES,
};

const LIST_PARAMS = Object.keys(LIST_PARAM_TYPES) as (keyof GetContentsConfig)[];

/** The list call's type error; the apostrophe is U+2019 and arrays read "an array". */
function listTypeMessage(key: string, type: ListParamType): string {
  const article = type === 'array' ? 'an' : 'a';
  return `The type entered for ${key} isn\u2019t valid. Enter the value as ${article} ${type}.`;
}

/** Site ids (`0DM`) use the site path; channel ids (`0ap`) the channel path. */
export type DeliveryTarget = 'sites' | 'channels';

/** The prefix is checked on the URL-encoded id, as the platform does. */
export function deliveryTargetOf(encodedId: string): DeliveryTarget | undefined {
  if (encodedId.startsWith('0DM')) return 'sites';
  if (encodedId.startsWith('0ap')) return 'channels';
  return undefined;
}

const hasDeliveryPrefix = (id: unknown): boolean =>
  deliveryTargetOf(encodeURIComponent(id as string)) !== undefined;

/** Absent (undefined or null), or passing `predicate`. */
function absentOr(predicate: (value: unknown) => boolean, message: string): Check {
  return optional(test((value) => value === null || predicate(value), message));
}

const isBoolean = (value: unknown): boolean => typeof value === 'boolean';

/** `getContent` config, checked in the platform's order, then the reference's parameters. */
export const getContentConfigCheck: Check = all(
  configObject(),
  object({
    channelOrSiteId: requiredString('channelOrSiteId'),
    contentKeyOrId: requiredString('contentKeyOrId'),
  }),
  object({ channelOrSiteId: test(hasDeliveryPrefix, CONTENT_MESSAGES.channelInvalid) }),
  onlyKeys([...CONTENT_IDENTITY_KEYS, ...DELIVERY_PARAMS], unsupportedMessage),
  object(
    Object.fromEntries(
      Object.entries(DELIVERY_PARAM_TYPES).map(([key, type]) => [
        key,
        // The single call's `language` is a locale, not only a string.
        absentOr(type === 'boolean' ? isBoolean : isLocale, `The '${key}' parameter is invalid`),
      ]),
    ),
  ),
);

function listParam(key: string, type: ListParamType): Check {
  const isAbsentOr = (value: unknown): boolean =>
    value === null || (type === 'array' ? Array.isArray(value) : typeof value === type);
  const typeCheck = optional(test(isAbsentOr, listTypeMessage(key, type)));
  return key === 'language'
    ? all(typeCheck, absentOr(isLocale, CONTENT_MESSAGES.listLanguageInvalid))
    : typeCheck;
}

/** `getContents` config, checked in the platform's order; an unknown key is refused. */
export const getContentsConfigCheck: Check = all(
  configObject(CONTENT_MESSAGES.listOptionsRequired),
  object({
    channelOrSiteId: all(
      requiredString('channelOrSiteId', CONTENT_MESSAGES.listChannelRequired),
      test(hasDeliveryPrefix, CONTENT_MESSAGES.listChannelInvalid),
    ),
    ...Object.fromEntries(
      Object.entries(LIST_PARAM_TYPES).map(([key, type]) => [key, listParam(key, type)]),
    ),
  }),
  onlyKeys(['channelOrSiteId', ...LIST_PARAMS], unsupportedMessage),
);

/**
 * A query in the platform's way: arrays comma-joined (dropped when that gives ''), numbers only
 * when they are integers, null and undefined skipped. Keys in a fixed order, so equal configs give
 * equal queries (and equal cache keys).
 */
function queryOf<TConfig>(
  config: TConfig,
  keys: readonly (keyof TConfig & string)[],
): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of keys) {
    const value: unknown = config[key];
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      const joined = value.join(',');
      if (joined !== '') query[key] = joined;
    } else if (typeof value === 'number') {
      if (Number.isInteger(value)) query[key] = String(value);
    } else if (typeof value === 'string' || typeof value === 'boolean') {
      query[key] = String(value);
    }
  }
  return query;
}

/** The list call's query. */
export function contentsQuery(config: GetContentsConfig): Record<string, string> {
  return queryOf(config, LIST_PARAMS);
}

/** The single call's query: its delivery parameters. */
export function contentQuery(config: GetContentConfig): Record<string, string> {
  return queryOf(config, DELIVERY_PARAMS);
}
