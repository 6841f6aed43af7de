import './promiseWithResolvers';
import nock from 'nock';
import { afterEach, beforeAll, expect } from 'vitest';

// An unmocked request fails the test, and so does a mocked one that was never made.
beforeAll(() => {
  nock.disableNetConnect();
});

afterEach(() => {
  const pending = nock.pendingMocks();
  nock.cleanAll();
  expect(pending, 'every mocked request is made').toEqual([]);
});
