import { expect } from 'vitest';
import { SdkError } from '@about-site/sdk';

/** The SdkError a promise rejects with (fails the test if it resolves or rejects otherwise). */
export async function rejection(promise: Promise<unknown>): Promise<SdkError> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SdkError);
  return error as SdkError;
}
