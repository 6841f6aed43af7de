export {
  contentSlice,
  contentReducer,
  selectContentEntry,
  IDLE_CONTENT_ENTRY,
} from './contentSlice';
export { loadManagedContent } from './loadManagedContent';
export type { ContentDispatch, WithContentState } from './loadManagedContent';
export { useManagedContent } from './useManagedContent';
export { summarizeContent } from './contentSummary';
export type { ContentImage, ContentKind, ContentSummary } from './contentSummary';
export type { ContentEntry, ContentError, ContentState, ContentStatus } from './contentState';
