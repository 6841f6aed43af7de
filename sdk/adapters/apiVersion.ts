/**
 * The platform API version the SDK speaks by default, in every API path
 * (`/services/data/{v}/…`, `/lwr/apex/{v}/…`): `createSdk`'s `apiVersion` default.
 */
export const API_VERSION = 'v64.0';

/** What an API version looks like: `v` then major and minor, e.g. `v64.0`. */
export const API_VERSION_PATTERN = /^v\d+\.\d+$/;
