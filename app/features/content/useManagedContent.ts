import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { IDLE_CONTENT_ENTRY, selectContentEntry } from './contentSlice';
import type { ContentEntry } from './contentState';
import {
  loadManagedContent,
  type ContentDispatch,
  type WithContentState,
} from './loadManagedContent';

/**
 * The managed-content item with the given content key or id, loaded on first use. Without an id
 * the entry stays idle and nothing is requested.
 */
export function useManagedContent(contentId: string | undefined): ContentEntry {
  const dispatch = useDispatch<ContentDispatch>();
  const id = contentId?.trim() ?? '';
  const entry = useSelector((state: WithContentState) =>
    id === '' ? IDLE_CONTENT_ENTRY : selectContentEntry(state, id),
  );
  const needsLoad = id !== '' && entry.status === 'idle';

  useEffect(() => {
    if (needsLoad) void dispatch(loadManagedContent(id));
  }, [dispatch, id, needsLoad]);

  return entry;
}
