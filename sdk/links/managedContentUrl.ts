import { normalizeBasePath } from './basePath.js';
import { isApiName, isContentKey } from './identifiers.js';
import { sitePath } from './urlParts.js';

/**
 * The URL of a document's managed-content page, `{basePath}/{contentTypeName}/{contentKey}`, as
 * `generateUrl` gives it for a `standard__managedContentPage` without state; undefined when the
 * trimmed type is not an API name, the trimmed key not a content key, or the base path not plain
 * path segments. Lighter than `generateUrl` for readers that only link documents.
 */
export function managedContentUrl(
  contentTypeName: string,
  contentKey: string,
  basePath = '',
): string | undefined {
  const typeName = contentTypeName.trim();
  const key = contentKey.trim();
  if (!isApiName(typeName) || !isContentKey(key)) return undefined;
  try {
    return sitePath(normalizeBasePath(basePath), [typeName, key]);
  } catch {
    return undefined;
  }
}
