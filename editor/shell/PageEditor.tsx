import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import type { EditorConfig } from '../../shared/editorConfig';
import type { AuthoringClient } from '../api/authoringClient';
import {
  bindingsInScope,
  blockSelected,
  findBlock,
  historyRestored,
  pageOpened,
  propChanged,
  selectOutlineItems,
  selectSelectedId,
  selectSelectedNode,
  selectView,
} from '../document';
import { authoringContentLibrary, ContentLibraryContext } from '../content';
import { authoringImageLibrary, ImageLibraryContext } from '../images';
import { Outline, type OutlineCommand } from '../outline/Outline';
import { outlineDropOf, regionDropOf } from '../outline/outlineDrop';
import type { OutlineDragging } from '../outline/useRowDrag';
import { PropertiesPanel, SitePagesContext, useServedPages } from '../properties';
import { useLeaveWarning } from '../saving/useLeaveWarning';
import { HISTORY_DROPPED_NOTICE, openKeptHistory } from '../saving/historyKeeping';
import type { HistoryKeeper } from '../saving/keptHistory';
import type { EditorStore } from '../state/editorStore';
import { useEditorDispatch, useEditorSelector } from '../state/hooks';
import { moveByDrop, useBlockCommands } from './blockCommands';
import { CanvasFrame, type CanvasWidth } from './CanvasFrame';
import { ConflictDialog } from './ConflictDialog';
import { PageToolbar } from './PageToolbar';
import { usePresence } from './usePresence';

interface PageEditorProps {
  pageId: string;
  config: EditorConfig;
  client: AuthoringClient;
  /** Where the page's undo history is kept between visits. */
  keeper: HistoryKeeper;
}

/** One page being edited: its toolbar, its outline, its canvas and the selected block's properties. */
export function PageEditor({ pageId, config, client, keeper }: PageEditorProps) {
  const dispatch = useEditorDispatch();
  const store = useStore() as EditorStore;
  const view = useEditorSelector(selectView);
  const entries = useEditorSelector(selectOutlineItems);
  const selectedId = useEditorSelector(selectSelectedId);
  const selectedNode = useEditorSelector(selectSelectedNode);
  const [page, setPage] = useState({ title: pageId, route: '', path: '' });
  const [reads, setReads] = useState(0);
  const present = usePresence(client, page.path, config.user.name);
  const [problem, setProblem] = useState<string | null>(null);
  const [width, setWidth] = useState<CanvasWidth>('Desktop');
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  const [announcement, setAnnouncement] = useState('');
  useLeaveWarning();
  const [notice, setNotice] = useState<string | null>(null);
  const noticeSaid = useRef(false);
  const bindings = useMemo(
    () => (view && selectedId !== null ? bindingsInScope(view, selectedId) : []),
    [view, selectedId],
  );
  const images = useMemo(
    () => authoringImageLibrary(client, config.basePath),
    [client, config.basePath],
  );
  const documents = useMemo(() => authoringContentLibrary(client), [client]);
  const sitePages = useServedPages(client.listPages);

  useEffect(() => {
    let live = true;
    client.readPage(pageId).then(
      (read) => {
        if (!live) return;
        setPage({ title: read.title, route: read.route, path: read.path });
        // Read again (after a publish or a restore): the block worked on stays selected.
        const kept = selectSelectedId(store.getState());
        const revision = read.draft?.revision ?? 0;
        dispatch(
          pageOpened({
            path: read.path,
            view: read.view,
            revision,
            baseRevision: read.published?.revision ?? 0,
          }),
        );
        if (kept !== null && findBlock(read.view, kept)) dispatch(blockSelected({ id: kept }));
        if (reads > 0) {
          // Read again after a publish or a restore: the history went with the draft it was of.
          keeper.drop(read.path);
          return;
        }
        const history = openKeptHistory(keeper, { path: read.path, revision, view: read.view });
        if (history.kind === 'restored') dispatch(historyRestored(history.steps));
        if (history.kind === 'dropped') setNotice(HISTORY_DROPPED_NOTICE);
      },
      (error: unknown) => {
        if (live) setProblem(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      live = false;
    };
  }, [client, dispatch, store, keeper, pageId, reads]);

  // Said once the live region is on the page with the view, so a screen reader hears it.
  useEffect(() => {
    if (!view || notice === null || noticeSaid.current) return;
    noticeSaid.current = true;
    setAnnouncement(notice);
  }, [view, notice]);

  const select = useCallback(
    (id: string | null) => {
      dispatch(blockSelected({ id }));
    },
    [dispatch],
  );
  const { move, remove, copy, paste } = useBlockCommands(setAnnouncement);
  const command = (id: string, what: OutlineCommand) => {
    select(id);
    if (what === 'delete') remove({ focusNext: true });
    else if (what === 'copy') copy();
    else if (what === 'paste') paste();
    else move(what, { refocus: true });
  };
  // Made once: every row of the outline holds it, and redraws when it changes.
  const dragging = useMemo<OutlineDragging>(
    () => ({
      dropOf: (dragged, target, instruction) => {
        const current = selectView(store.getState());
        return current ? outlineDropOf(current, dragged, target, instruction) : undefined;
      },
      regionDropOf: (dragged, of, region) => {
        const current = selectView(store.getState());
        return current ? regionDropOf(current, dragged, of, region) : undefined;
      },
      onDrop: (dragged, drop) => {
        moveByDrop(store, setAnnouncement, dragged, drop);
      },
    }),
    [store],
  );
  const changeProp = useCallback(
    (prop: string, value: unknown) => {
      if (selectedId !== null) dispatch(propChanged({ id: selectedId, prop, value }));
    },
    [dispatch, selectedId],
  );

  if (problem) {
    return (
      <main>
        <p role="alert" className="problems">
          {problem}
        </p>
      </main>
    );
  }
  if (!view) return <main aria-busy="true" />;
  return (
    <main className="page-editor">
      <PageToolbar
        pageId={pageId}
        title={page.title}
        route={page.route}
        present={present}
        onReload={() => {
          setReads((count) => count + 1);
        }}
        config={config}
        client={client}
        width={width}
        onWidth={setWidth}
        mode={mode}
        onMode={setMode}
        announce={setAnnouncement}
      />
      {notice && (
        <p className="history-notice">
          {notice}{' '}
          <button
            type="button"
            onClick={() => {
              setNotice(null);
            }}
          >
            Dismiss
          </button>
        </p>
      )}
      <div className="panes">
        <nav className="outline-pane" aria-label="Blocks">
          <h2 className="pane-heading">Outline</h2>
          <Outline
            entries={entries}
            selected={selectedId}
            onSelect={select}
            onCommand={command}
            dragging={dragging}
          />
        </nav>
        <CanvasFrame
          basePath={config.basePath}
          client={client}
          view={view}
          selected={selectedId}
          mode={mode}
          width={width}
          onPick={select}
        />
        <div className="properties-pane">
          {selectedNode ? (
            <ImageLibraryContext.Provider value={images}>
              <ContentLibraryContext.Provider value={documents}>
                <SitePagesContext.Provider value={sitePages}>
                  <PropertiesPanel node={selectedNode} onChange={changeProp} bindings={bindings} />
                </SitePagesContext.Provider>
              </ContentLibraryContext.Provider>
            </ImageLibraryContext.Provider>
          ) : (
            <p>Select a block in the outline or on the canvas to see its properties.</p>
          )}
        </div>
      </div>
      <ConflictDialog announce={setAnnouncement} />
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </main>
  );
}
