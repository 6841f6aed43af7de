export { request, buildUrl } from './request';
export type { RequestInit, RequestResult } from './request';
export {
  SdkError,
  AbortError,
  isSdkError,
  isAbortError,
  invalidConfigError,
  onlyIfCachedMissError,
  ONLY_IF_CACHED_MESSAGE,
} from './errors';
export type { SdkErrorType, SdkErrorItem, SdkErrorJson, SdkErrorInit } from './errors';
export { ENGLISH_ISSUES } from './englishIssues';
