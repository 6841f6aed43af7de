import { z } from 'zod/mini';
import {
  OPTIONS_REQUIRED_MESSAGE,
  configObject,
  requiredMessage,
  requiredString,
} from './validation';

/** The platform's messages, word for word (`experience/cmsDeliveryApi`). */
export const CONTENT_MESSAGES = {
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
export function listTypeMessage(key: string, type: ListParamType): string {
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

const hasDeliveryPrefix = (id: string): boolean =>
  deliveryTargetOf(encodeURIComponent(id)) !== undefined;

/** `getContent` config, checked in the platform's order. */
export const getContentConfigSchema = z.pipe(
  z.pipe(
    configObject(),
    z.object({
      channelOrSiteId: requiredString('channelOrSiteId'),
      contentKeyOrId: requiredString('contentKeyOrId'),
    }),
  ),
  z.object({
    channelOrSiteId: z.string().check(z.refine(hasDeliveryPrefix, CONTENT_MESSAGES.channelInvalid)),
    contentKeyOrId: z.string(),
  }),
);

function listParam<T>(key: string, type: ListParamType, test: (value: unknown) => value is T) {
  const isAbsentOr = (value: unknown): value is T | null | undefined =>
    value === null || value === undefined || test(value);
  return z.optional(z.custom<T | null | undefined>(isAbsentOr, listTypeMessage(key, type)));
}

const isArray = (value: unknown): value is unknown[] => Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** `getContents` config, checked in the platform's order; unknown keys are ignored. */
export const getContentsConfigSchema = z.pipe(
  configObject(CONTENT_MESSAGES.listOptionsRequired),
  z.object({
    channelOrSiteId: z.pipe(
      requiredString('channelOrSiteId', CONTENT_MESSAGES.listChannelRequired),
      z.string().check(z.refine(hasDeliveryPrefix, CONTENT_MESSAGES.listChannelInvalid)),
    ),
    contentKeys: listParam('contentKeys', 'array', isArray),
    managedContentIds: listParam('managedContentIds', 'array', isArray),
    contentTypeFQN: listParam('contentTypeFQN', 'string', isString),
    page: listParam('page', 'number', isNumber),
    pageSize: listParam('pageSize', 'number', isNumber),
    referenceDepth: listParam('referenceDepth', 'number', isNumber),
    includeContentBody: listParam('includeContentBody', 'boolean', isBoolean),
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

export type ParsedContentsConfig = z.output<typeof getContentsConfigSchema>;

/**
 * The list call's query: arrays comma-joined (dropped when that gives ''), numbers only when they are
 * integers, null and undefined skipped. Keys in a fixed order, so equal configs give equal queries.
 */
export function contentsQuery(config: ParsedContentsConfig): Record<string, string> {
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
