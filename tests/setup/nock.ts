import './promiseWithResolvers';
import nock from 'nock';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';

// Every test of the unit and component projects: a request no interceptor matched fails it (the
// SDK would turn it into an entry error a test could miss), and so does a mocked request that
// was never made. No request reaches the network.
const unmatched: string[] = [];
const recordUnmatched = (request: Request) => {
  unmatched.push(`${request.method} ${request.url}`);
};

beforeAll(() => {
  nock.disableNetConnect();
  nock.emitter.on('no match', recordUnmatched);
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
