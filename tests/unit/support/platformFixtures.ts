import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import nock from 'nock';
import { z } from 'zod';
import { createSdk, type Sdk } from '@about-site/sdk';
import { apex } from '@about-site/sdk/apex';
import { getSeoProperties } from '@about-site/sdk/seo';

/**
 * The platform's recorded exchanges (`tests/fixtures/platform/`, one JSON file each), read and
 * replayed with nock, and the SDK call each recorded request comes from.
 */

const FIXTURES_DIR = resolve(import.meta.dirname, '../../fixtures/platform');

/** The org the exchanges were recorded against (as an app configures `baseUrl`). */
export const ORIGIN = 'https://quayline.my.salesforce.com';
export const SITE_ID = '0DM5f00000xKGEoGAO';
export const CHANNEL_ID = '0ap5f00000SoMpdAAF';
export const PUBLIC_CHANNEL_ID = '0ap5f00000Pu8LcAAJ';
export const COMMUNITY_ID = '0DB5f00000EpuOvGAJ';
/** A session id in the platform's form: the org id, `!`, then the session. */
export const ACCESS_TOKEN = '00D5f000000QyLm!AQ8AQJk3v9Xw.Rt2LmPq_7yZfDs0uVbHnCe4GoTiKa';

const stringMap = z.record(z.string(), z.string());

const recordedExchangeSchema = z.strictObject({
  request: z.strictObject({
    method: z.enum(['GET', 'POST']),
    path: z.string().startsWith('/'),
    /** Names and values as sent (decoded); `{}` for none. */
    query: stringMap,
    /** Request headers the platform requires (the continuation header of a server method). */
    headers: z.optional(stringMap),
    /** A POST's JSON body. */
    body: z.optional(z.unknown()),
  }),
  response: z.strictObject({
    status: z.int().min(200).max(599),
    headers: stringMap,
    /** JSON as the platform sends it, or the text of a page that is not JSON. */
    body: z.unknown(),
  }),
  /** The section of the platform reference the exchange follows. */
  source: z.string().min(1),
});

export type RecordedExchange = z.infer<typeof recordedExchangeSchema>;

/** The fixture names, file names without `.json`. */
export function fixtureNames(): string[] {
  return readdirSync(FIXTURES_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

/** A fixture by name, checked against the recording format (a bad file fails with zod's issues). */
export function loadFixture(name: string): RecordedExchange {
  const text = readFileSync(resolve(FIXTURES_DIR, `${name}.json`), 'utf8');
  const parsed = recordedExchangeSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new Error(`${name}.json: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/** What the SDK really sent for one replayed exchange. */
interface SentRequest {
  /** Path and query string, as the server saw them. */
  url: string;
  headers: Readonly<Record<string, string>>;
  body: unknown;
}

function isJsonType(headers: Readonly<Record<string, string>>): boolean {
  const contentType = Object.entries(headers).find(
    ([name]) => name.toLowerCase() === 'content-type',
  )?.[1];
  return contentType?.includes('json') ?? false;
}

/** The response body as bytes on the wire: JSON serialised, any other page as its text. */
function wireBody(exchange: RecordedExchange): string {
  const { headers, body } = exchange.response;
  if (isJsonType(headers)) return JSON.stringify(body);
  if (typeof body !== 'string') throw new Error('A response that is not JSON records its text.');
  return body;
}

function lowerCaseNames(headers: Readonly<Record<string, string>> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
}

/**
 * Serves `exchange` from `ORIGIN` to requests with exactly its method, path, query, required
 * headers and body, `times` times; any other request fails the test (`tests/support/nock.ts`).
 * Returns what each matched request sent.
 */
export function replay(exchange: RecordedExchange, times = 1): SentRequest[] {
  const { request, response } = exchange;
  const sent: SentRequest[] = [];
  const scope = nock(ORIGIN, { reqheaders: lowerCaseNames(request.headers) });
  const interceptor =
    request.method === 'POST'
      ? scope.post(request.path, request.body as nock.RequestBodyMatcher)
      : scope.get(request.path);
  interceptor
    .query(request.query)
    .times(times)
    .reply(function (url, body) {
      sent.push({ url, headers: { ...this.req.headers }, body });
      return [response.status, wireBody(exchange), response.headers];
    });
  return sent;
}

/** An SDK reading the org as an app would, without retries. */
export function sdkForOrg(): Sdk {
  return createSdk({ baseUrl: ORIGIN, retries: 0 });
}

/** Replays a fixture and gives its recorded body, which the SDK should hand over unchanged. */
export function served(name: string): unknown {
  const exchange = loadFixture(name);
  replay(exchange);
  return exchange.response.body;
}

/** The SDK calls the fixtures cover, one kind per recorded request form. */
export type CallKind =
  | 'getContent by site'
  | 'getContent by channel'
  | 'getContents by site'
  | 'getContents by channel'
  | 'getSeoProperties'
  | 'apex GET (cacheable)'
  | 'apex POST';

interface SdkCall {
  kind: CallKind;
  run: (sdk: Sdk) => Promise<unknown>;
}

const LIST_ARRAYS = new Set(['contentKeys', 'managedContentIds']);
const INTEGERS = new Set(['page', 'pageSize', 'referenceDepth']);
const BOOLEANS = new Set([
  'includeContentBody',
  'expandReferences',
  'referencesAsList',
  'showAbsoluteUrl',
]);

/** The config keys and values a delivery query was built from. */
function deliveryConfigOf(query: Readonly<Record<string, string>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(query).map(([name, value]): [string, unknown] => {
      if (LIST_ARRAYS.has(name)) return [name, value.split(',')];
      if (INTEGERS.has(name)) return [name, Number(value)];
      if (BOOLEANS.has(name)) return [name, value === 'true'];
      return [name, value];
    }),
  );
}

const API = '/services/data/(v\\d+\\.\\d+)/connect';
const SINGLE_BY_SITE = new RegExp(`^${API}/sites/([^/]+)/cms/delivery/contents/([^/]+)$`);
const SINGLE_BY_CHANNEL = new RegExp(`^${API}/cms/delivery/channels/([^/]+)/contents/([^/]+)$`);
const LIST_BY_SITE = new RegExp(`^${API}/sites/([^/]+)/cms/delivery/contents$`);
const LIST_BY_CHANNEL = new RegExp(`^${API}/cms/delivery/channels/([^/]+)/contents$`);
const SEO = new RegExp(`^${API}/communities/([^/]+)/seo/properties/([^/]+)$`);
const APEX = /^\/lwr\/apex\/v\d+\.\d+\/([^/]+)\/([^/]+)$/;

function singleCall(kind: CallKind, match: RegExpExecArray, exchange: RecordedExchange): SdkCall {
  const [, , channelOrSiteId = '', contentKeyOrId = ''] = match;
  const config = {
    channelOrSiteId,
    contentKeyOrId,
    ...deliveryConfigOf(exchange.request.query),
  };
  return { kind, run: (sdk) => sdk.getContent(config) };
}

function listCall(kind: CallKind, match: RegExpExecArray, exchange: RecordedExchange): SdkCall {
  const [, , channelOrSiteId = ''] = match;
  const config = { channelOrSiteId, ...deliveryConfigOf(exchange.request.query) };
  return { kind, run: (sdk) => sdk.getContents(config) };
}

function seoCall(match: RegExpExecArray, exchange: RecordedExchange): SdkCall {
  const [, apiVersion = '', communityId = '', recordId = ''] = match;
  const { fields } = exchange.request.query;
  const config = {
    apiVersion,
    communityId,
    recordId,
    ...(fields ? { fields: fields.split(',') } : {}),
  };
  return { kind: 'getSeoProperties', run: (sdk) => getSeoProperties(sdk, config) };
}

function apexCall(match: RegExpExecArray, exchange: RecordedExchange): SdkCall {
  const [, apexClass = '', apexMethod = ''] = match;
  const { method, query, headers = {}, body } = exchange.request;
  const isContinuation = lowerCaseNames(headers)['x-sfdc-allow-continuation'] === 'true';
  if (method === 'POST') {
    const methodParams = body as Record<string, unknown>;
    return {
      kind: 'apex POST',
      run: (sdk) => apex(sdk, { apexClass, apexMethod, methodParams, isContinuation }),
    };
  }
  const methodParams =
    query.methodParams === undefined
      ? {}
      : { methodParams: JSON.parse(query.methodParams) as Record<string, unknown> };
  return {
    kind: 'apex GET (cacheable)',
    run: (sdk) =>
      apex(sdk, { apexClass, apexMethod, ...methodParams, isContinuation, cacheable: true }),
  };
}

/** The SDK call an app makes to send the recorded request (its config read back from it). */
export function sdkCallFor(exchange: RecordedExchange): SdkCall {
  const { path } = exchange.request;
  let match: RegExpExecArray | null;
  if ((match = SINGLE_BY_SITE.exec(path))) return singleCall('getContent by site', match, exchange);
  if ((match = SINGLE_BY_CHANNEL.exec(path)))
    return singleCall('getContent by channel', match, exchange);
  if ((match = LIST_BY_SITE.exec(path))) return listCall('getContents by site', match, exchange);
  if ((match = LIST_BY_CHANNEL.exec(path)))
    return listCall('getContents by channel', match, exchange);
  if ((match = SEO.exec(path))) return seoCall(match, exchange);
  if ((match = APEX.exec(path))) return apexCall(match, exchange);
  throw new Error(`No SDK call sends ${exchange.request.method} ${path}`);
}

/** The path and query of a sent url, for comparison with a recorded request. */
export function pathAndQuery(url: string): { path: string; query: Record<string, string> } {
  const parsed = new URL(url, ORIGIN);
  return { path: parsed.pathname, query: Object.fromEntries(parsed.searchParams) };
}
