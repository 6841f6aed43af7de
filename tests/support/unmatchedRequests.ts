import nock from 'nock';
import { afterEach, beforeEach, expect } from 'vitest';

/**
 * Fails every test of the calling file that made a request no interceptor matched. The SDK turns
 * such a request into an entry error, which a test could miss; this catches, say, a second read
 * that should have been shared.
 */
export function failOnUnmatchedRequests(): void {
  const unmatched: string[] = [];
  const record = (request: Request) => {
    unmatched.push(`${request.method} ${request.url}`);
  };
  beforeEach(() => {
    unmatched.length = 0;
    nock.emitter.on('no match', record);
  });
  afterEach(() => {
    nock.emitter.removeListener('no match', record);
    expect(unmatched, 'every request is mocked').toEqual([]);
  });
}
