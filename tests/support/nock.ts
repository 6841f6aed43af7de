import './promiseWithResolvers';
import type { ClientRequest } from 'node:http';
import nock from 'nock';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';

// Every test of the unit and component projects: a request no interceptor matched fails it (the
// SDK would turn it into an entry error a test could miss), and so does a mocked request that
// was never made. No request reaches the network.
const unmatched: string[] = [];
const recordUnmatched = (request: ClientRequest) => {
  unmatched.push(`${request.method} ${request.protocol}//${request.host}${request.path}`);
};

const networkFetch = globalThis.fetch;

/**
 * nock intercepts fetch before the Fetch standard's HTTP-network-or-cache step, where a request
 * whose cache mode bypasses the HTTP cache gets its `Cache-Control` (and `Pragma`) header. This
 * adds them as that step does, so a test sees the headers the wire carries.
 */
const fetchAsSent: typeof fetch = (input, init) => {
  const request = new Request(input, init);
  if (request.headers.has('cache-control')) return networkFetch(request);
  if (request.cache === 'no-cache') request.headers.set('cache-control', 'max-age=0');
  if (request.cache === 'no-store' || request.cache === 'reload') {
    request.headers.set('pragma', 'no-cache');
    request.headers.set('cache-control', 'no-cache');
  }
  return networkFetch(request);
};
beforeAll(() => {
  nock.disableNetConnect();
  nock.emitter.on('no match', recordUnmatched);
  globalThis.fetch = fetchAsSent;
});

beforeEach(() => {
  unmatched.length = 0;
});

afterEach(() => {
  const pending = nock.pendingMocks();
  const unexpected = [...unmatched];
  nock.cleanAll();
  expect(unexpected, 'every request is mocked').toEqual([]);
  expect(pending, 'every mocked request is made').toEqual([]);
});
