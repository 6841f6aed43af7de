/**
 * Managed-content pages: the platform links a document to `/{contentTypeName}/{contentKey}` (and
 * `/{contentTypeName}/{urlName}/{contentKey}`), where a type's API name has a namespace and a
 * double underscore, such as `sfdc_cms__news`. Shared by the server's routes and the app's.
 */
export const CONTENT_TYPE_NAME_PATTERN = '^[A-Za-z][A-Za-z0-9_]*__[A-Za-z0-9_]+$';

const CONTENT_TYPE_NAME = new RegExp(CONTENT_TYPE_NAME_PATTERN);

export function isContentTypeName(segment: string): boolean {
  return CONTENT_TYPE_NAME.test(segment);
}
