import { describe, expect, it } from 'vitest';
import { AbortError, SdkError, isAbortError, isSdkError } from '@about-site/sdk';

describe('SdkError', () => {
  it('is an Error with ok false and the platform fields', () => {
    const error = new SdkError({
      status: 500,
      statusText: 'Server Error',
      errorType: 'fetchResponse',
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('SdkError');
    expect(error.ok).toBe(false);
    expect(error.message).toBe('Server Error');
    expect(error.errors).toEqual([]);
    expect(isSdkError(error)).toBe(true);
    expect(isSdkError(new Error('x'))).toBe(false);
  });

  it('falls back to a message naming the status when nothing else says why', () => {
    const error = new SdkError({ status: 502, statusText: '', errorType: 'fetchResponse' });
    expect(error.message).toBe('Request failed with status 502');
  });

  it('round-trips through JSON', () => {
    const error = new SdkError({
      status: 404,
      statusText: 'Not Found',
      url: '/x',
      body: [{ errorCode: 'NOT_FOUND', message: 'gone' }],
      errors: [{ message: 'gone', type: 'NOT_FOUND', arguments: { page: '1' } }],
      errorType: 'fetchResponse',
    });
    const json = JSON.parse(JSON.stringify(error)) as ReturnType<SdkError['toJSON']>;
    const back = SdkError.fromJSON(json);
    expect(back).toBeInstanceOf(SdkError);
    expect(back.toJSON()).toEqual(error.toJSON());
  });

  it('AbortError is an SdkError named AbortError with message Aborted', () => {
    const error = new AbortError();
    expect(error).toBeInstanceOf(SdkError);
    expect(error.name).toBe('AbortError');
    expect(error.message).toBe('Aborted');
    expect(isAbortError(error)).toBe(true);
    expect(SdkError.fromJSON(error.toJSON())).toBeInstanceOf(AbortError);
  });
});
