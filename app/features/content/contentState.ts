import type { ContentSummary } from './contentSummary';

/** The serialisable error a failed load stores. */
export interface ContentError {
  message: string;
  /** HTTP status when a response was received. */
  status?: number;
}

export type ContentStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** One item's load, keyed by the content id it was asked for. */
export interface ContentEntry {
  status: ContentStatus;
  item: ContentSummary | null;
  error: ContentError | null;
}

export interface ContentState {
  entries: Record<string, ContentEntry>;
}
