// The content library: a picker over the site's managed-content documents, for reference fields.
export { ContentPicker } from './ContentPicker';
export {
  ContentLibraryContext,
  isReferenced,
  mayNameDocument,
  typeName,
  useContentLibrary,
} from './contentLibrary';
export type { ContentDocument, ContentLibrary } from './contentLibrary';
export { authoringContentLibrary } from './authoringContentLibrary';
