import { expect } from 'vitest';
import { CHANNEL_ID, SITE_CONTENTS, SITE_ID } from './fixtureIds';
import { platformError, type TestServer } from './testServer';

export interface WireDocument {
  contentKey: string;
  managedContentId: string;
  title: string;
  contentBody?: Record<string, unknown>;
  resourceUrl: string;
  [key: string]: unknown;
}

export interface WireList {
  contents: WireDocument[];
  currentPageUrl: string;
  nextPageUrl: string | null;
  previousPageUrl: string | null;
  references: Record<string, WireDocument> | null;
  referencesList?: WireDocument[] | null;
  [key: string]: unknown;
}

export const CHANNEL_SUMMARY = {
  domainUrl: 'https://fixture.example.com',
  id: CHANNEL_ID,
  name: 'Fixture Channel',
  resourceUrl: `/services/data/v64.0/connect/cms/delivery/channels/${CHANNEL_ID}`,
  target: { id: SITE_ID },
  type: 'Community',
};

/** JSON requests to the CMS delivery resources of `server`, with platform error checks. */
export function deliveryClient(server: () => TestServer) {
  async function get(pathAndQuery: string, headers: Record<string, string> = {}) {
    const response = await server().fetch(server().url(pathAndQuery), { headers });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as unknown,
    };
  }

  async function list(query = '', base = SITE_CONTENTS): Promise<WireList> {
    const { status, body } = await get(`${base}${query}`);
    expect(status).toBe(200);
    return body as WireList;
  }

  async function expectError(
    pathAndQuery: string,
    status: number,
    errorCode: string,
    message: RegExp | string,
  ) {
    const response = await get(pathAndQuery);
    expect(response.status, pathAndQuery).toBe(status);
    expect(response.headers.get('content-type')).toBe('application/json;charset=UTF-8');
    const error = platformError(response.body);
    expect(error.errorCode).toBe(errorCode);
    if (typeof message === 'string') expect(error.message).toBe(message);
    else expect(error.message).toMatch(message);
  }

  return { get, list, expectError };
}
