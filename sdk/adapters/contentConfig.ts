import { all, object, optional, test } from '../checks/index.js';
import type { Check } from '../checks/index.js';
import {
  OPTIONS_REQUIRED_MESSAGE,
  configObject,
  requiredMessage,
  requiredString,
} from './validation.js';

/** `getContents` config: the platform's keys (`experience/cmsDeliveryApi`). */
export interface GetContentsConfig {
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
  optionsRequired: OPTIONS_REQUIRED_MESSAGE,
  channelRequired: requiredMessage('channelOrSiteId'),
  contentKeyRequired: requiredMessage('contentKeyOrId'),
  channelInvalid: "The 'channelOrSiteId' parameter is invalid",
  listOptionsRequired: 'Enter input parameters to execute the request.',
  listChannelRequired: 'Enter a value for channelOrSiteId.',
  listChannelInvalid: 'Enter a valid prefix for channelOrSiteId.',
} as const;

type ListParamType = 'array' | 'string' | 'number' | 'boolean';

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

/** `getContent` config, checked in the platform's order. */
export const getContentConfigCheck: Check = all(
  configObject(),
  object({
    channelOrSiteId: requiredString('channelOrSiteId'),
    contentKeyOrId: requiredString('contentKeyOrId'),
  }),
  object({ channelOrSiteId: test(hasDeliveryPrefix, CONTENT_MESSAGES.channelInvalid) }),
);

function listParam(key: string, type: ListParamType): Check {
  const isAbsentOr = (value: unknown): boolean =>
    value === null || (type === 'array' ? Array.isArray(value) : typeof value === type);
  return optional(test(isAbsentOr, listTypeMessage(key, type)));
}

/** `getContents` config, checked in the platform's order; unknown keys are ignored. */
export const getContentsConfigCheck: Check = all(
  configObject(CONTENT_MESSAGES.listOptionsRequired),
  object({
    channelOrSiteId: all(
      requiredString('channelOrSiteId', CONTENT_MESSAGES.listChannelRequired),
      test(hasDeliveryPrefix, CONTENT_MESSAGES.listChannelInvalid),
    ),
    contentKeys: listParam('contentKeys', 'array'),
    managedContentIds: listParam('managedContentIds', 'array'),
    contentTypeFQN: listParam('contentTypeFQN', 'string'),
    page: listParam('page', 'number'),
    pageSize: listParam('pageSize', 'number'),
    referenceDepth: listParam('referenceDepth', 'number'),
    includeContentBody: listParam('includeContentBody', 'boolean'),
  }),
);

const LIST_PARAMS = [
  'contentKeys',
  'managedContentIds',
  'contentTypeFQN',
  'page',
  'pageSize',
  'referenceDepth',
  'includeContentBody',
] as const;

/**
 * The list call's query: arrays comma-joined (dropped when that gives ''), numbers only when they are
 * integers, null and undefined skipped. Keys in a fixed order, so equal configs give equal queries.
 */
export function contentsQuery(config: GetContentsConfig): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of LIST_PARAMS) {
    const value = config[key];
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      const joined = value.join(',');
      if (joined !== '') query[key] = joined;
    } else if (typeof value === 'number') {
      if (Number.isInteger(value)) query[key] = String(value);
    } else {
      query[key] = String(value);
    }
  }
  return query;
}
