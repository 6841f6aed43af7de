import { useSyncExternalStore } from 'react';
import { AppProviders, ViewPage, type AppContext } from '../../app/editorIndex';
import type { CanvasStore } from './canvasState';
import { SelectionOutline } from './SelectionOutline';

/** The draft drawn by the site's own blocks, with the selection over it. */
export function CanvasRoot({ context, store }: { context: AppContext; store: CanvasStore }) {
  const { view, selected, mode } = useSyncExternalStore(store.subscribe, store.get);
  if (!view) return null;
  return (
    <>
      <AppProviders context={context}>
        <ViewPage view={view} />
      </AppProviders>
      {mode === 'edit' && <SelectionOutline selected={selected} drawn={view} />}
    </>
  );
}
