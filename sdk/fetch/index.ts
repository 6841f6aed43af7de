export type { RequestInit, RequestResult } from './request.js';
export { AccessTokenError, authorizedRequest } from './authorizedRequest.js';
export type { AccessToken, RequestDefaults } from './authorizedRequest.js';
export {
  SdkError,
  AbortError,
  isSdkError,
  isAbortError,
  invalidConfigError,
  onlyIfCachedMissError,
  ONLY_IF_CACHED_MESSAGE,
} from './errors.js';
export type { SdkErrorType, SdkErrorItem, SdkErrorJson } from './errors.js';
