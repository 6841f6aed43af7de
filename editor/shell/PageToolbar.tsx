import { useCallback, useEffect, useRef, useState } from 'react';
import type { EditorConfig } from '../../shared/editorConfig';
import {
  AuthoringApiError,
  type AuthoringClient,
  type ContentProblem,
} from '../api/authoringClient';
import {
  selectCanRedo,
  selectCanUndo,
  selectOutlineItems,
  selectRedoLabel,
  selectSelectedId,
  selectUndoLabel,
  stepRedone,
  stepUndone,
} from '../document';
import { selectSaveState } from '../saving/saveSlice';
import type { EditorStore } from '../state/editorStore';
import { useEditorDispatch, useEditorSelector } from '../state/hooks';
import { AddBlockDialog } from './AddBlockDialog';
import { HistoryDialog } from './HistoryDialog';
import { MOVES, useBlockCommands } from './blockCommands';
import { CANVAS_WIDTHS, type CanvasWidth } from './CanvasFrame';
import { useStore } from 'react-redux';

interface PageToolbarProps {
  /** The page's view id. */
  pageId: string;
  title: string;
  /** The page's path on the site (`/about`), for its preview link. */
  route: string;
  /** Who else has the page open. */
  present: readonly string[];
  /** Reads the page again (after a restore). */
  onReload: () => void;
  config: EditorConfig;
  client: AuthoringClient;
  width: CanvasWidth;
  onWidth: (width: CanvasWidth) => void;
  mode: 'edit' | 'preview';
  onMode: (mode: 'edit' | 'preview') => void;
  announce: (message: string) => void;
}

const SAVE_WORDS = {
  saved: 'All changes saved',
  unsaved: 'Unsaved changes',
  saving: 'Saving…',
  offline: 'Offline: your changes are kept here and saved when the server answers',
  conflict: 'Not saved: someone else saved this page',
} as const;

/** The page's commands: history, the selected block's moves, widths, preview, publish. */
export function PageToolbar(props: PageToolbarProps) {
  const { pageId, title, route, present, onReload, config, client, width, onWidth, mode, onMode } =
    props;
  const { announce } = props;
  const [history, setHistory] = useState(false);
  const historyButton = useRef<HTMLButtonElement>(null);
  const [shared, setShared] = useState<{ url: string; expiresAt: string } | null>(null);
  const dispatch = useEditorDispatch();
  const { move, remove, duplicate, add } = useBlockCommands(announce);
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const undoLabel = useEditorSelector(selectUndoLabel);
  const redoLabel = useEditorSelector(selectRedoLabel);
  const selectedName = useEditorSelector(
    (state) =>
      selectOutlineItems(state).find((item) => item.id === state.selection.selectedId)?.name,
  );
  const store = useStore() as EditorStore;
  const canUndo = useEditorSelector(selectCanUndo);
  const canRedo = useEditorSelector(selectCanRedo);
  const selectedId = useEditorSelector(selectSelectedId);
  const save = useEditorSelector(selectSaveState);
  const [problems, setProblems] = useState<readonly ContentProblem[]>([]);
  const [publishing, setPublishing] = useState(false);
  const lastStatus = useRef(save.status);

  useEffect(() => {
    if (save.status === lastStatus.current) return;
    lastStatus.current = save.status;
    if (save.status === 'saved') announce('Saved');
    if (save.status === 'unsaved' && save.message) announce(save.message);
    if (save.status === 'offline') announce('Offline: changes kept, not yet saved');
    if (save.status === 'conflict') announce(save.message ?? 'Not saved');
  }, [save.status, save.message, announce]);

  // By the buttons and by the keys alike, each says which step it took back or did again.
  const undo = useCallback(() => {
    const label = selectUndoLabel(store.getState());
    if (label === null) return;
    dispatch(stepUndone());
    announce(`Undone: ${label}`);
  }, [store, dispatch, announce]);
  const redo = useCallback(() => {
    const label = selectRedoLabel(store.getState());
    if (label === null) return;
    dispatch(stepRedone());
    announce(`Redone: ${label}`);
  }, [store, dispatch, announce]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z') return;
      // A dialog open (a conflict being resolved) holds the page as it is.
      if (document.querySelector('dialog[open]')) return;
      event.preventDefault();
      if (event.shiftKey) redo();
      else undo();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, [undo, redo]);

  const publish = async () => {
    setPublishing(true);
    setProblems([]);
    try {
      // What the author sees is what is published: the changes saved first.
      await waitForSaved(store);
      const { page } = store.getState();
      if (!page.path || page.revision === 0) {
        announce('Nothing to publish: the page has no draft');
        return;
      }
      // With the page: the redirect a move of it drafted, and its SEO records' drafts.
      const listed = (await client.listPages()).find((each) => each.id === pageId);
      const companions = listed?.companions ?? [];
      await client.publish(`${title}: published from the editor`, [
        { path: page.path, revision: page.revision },
        ...companions,
      ]);
      announce('Published');
      // The draft is the published page now: read it again, on its new revisions.
      onReload();
    } catch (error) {
      if (error instanceof AuthoringApiError && error.problems.length > 0) {
        setProblems(error.problems);
      }
      announce(error instanceof Error ? error.message : 'Not published');
    } finally {
      setPublishing(false);
    }
  };

  const sharePreview = async () => {
    try {
      // The draft as it is now: the changes saved first.
      await waitForSaved(store);
      const link = await client.previewLink(route);
      setShared({ url: new URL(link.url, window.location.origin).href, expiresAt: link.expiresAt });
      announce('Preview link ready');
    } catch (error) {
      announce(error instanceof Error ? error.message : 'No preview link');
    }
  };

  const mayPublish = config.user.role !== 'author';
  const path = useEditorSelector((state) => state.page.path) ?? '';
  const none = selectedId === null;
  return (
    <>
      <div className="toolbar" role="toolbar" aria-label="Page">
        <h1>{title}</h1>
        <div className="group">
          <button type="button" onClick={undo} disabled={!canUndo} title={undoLabel ?? undefined}>
            Undo
          </button>
          <button type="button" onClick={redo} disabled={!canRedo} title={redoLabel ?? undefined}>
            Redo
          </button>
        </div>
        <div className="group">
          <button
            ref={addButton}
            type="button"
            aria-haspopup="dialog"
            onClick={() => {
              setAdding(true);
            }}
          >
            Add block
          </button>
          {MOVES.map(([direction, label]) => (
            <button
              key={direction}
              type="button"
              disabled={none}
              onClick={() => {
                move(direction);
              }}
            >
              {label}
            </button>
          ))}
          <button type="button" disabled={none} onClick={duplicate}>
            Duplicate
          </button>
          <button
            type="button"
            disabled={none}
            onClick={() => {
              remove({ focusNext: true });
            }}
          >
            Delete
          </button>
        </div>
        <div className="group" role="group" aria-label="Width">
          {Object.keys(CANVAS_WIDTHS).map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={width === name}
              onClick={() => {
                onWidth(name as CanvasWidth);
              }}
            >
              {name}
            </button>
          ))}
        </div>
        <button
          type="button"
          aria-pressed={mode === 'preview'}
          onClick={() => {
            onMode(mode === 'preview' ? 'edit' : 'preview');
          }}
        >
          Preview
        </button>
        <button type="button" onClick={() => void sharePreview()}>
          Share preview
        </button>
        <button
          ref={historyButton}
          type="button"
          aria-haspopup="dialog"
          onClick={() => {
            setHistory(true);
          }}
        >
          History
        </button>
        {mayPublish && (
          <button
            type="button"
            className="primary"
            disabled={publishing}
            onClick={() => void publish()}
          >
            Publish
          </button>
        )}
        <span className="save-state">
          {present.length > 0 && <span className="present">Also here: {present.join(', ')}. </span>}
          {SAVE_WORDS[save.status]}
        </span>
      </div>
      {shared && (
        <div className="share">
          <label htmlFor="preview-link">Preview link</label>
          <input id="preview-link" readOnly value={shared.url} />
          <button
            type="button"
            onClick={() => {
              void navigator.clipboard.writeText(shared.url).then(() => {
                announce('Link copied');
              });
            }}
          >
            Copy link
          </button>
          <span>
            until{' '}
            <time dateTime={shared.expiresAt}>
              {new Date(shared.expiresAt).toLocaleString('en')}
            </time>
          </span>
        </div>
      )}
      <HistoryDialog
        open={history}
        client={client}
        path={path}
        mayRestore={mayPublish}
        onRestored={(version) => {
          setHistory(false);
          historyButton.current?.focus();
          announce(`Restored version ${String(version.number)}`);
          onReload();
        }}
        onClose={() => {
          setHistory(false);
          historyButton.current?.focus();
        }}
      />
      <AddBlockDialog
        open={adding}
        where={selectedName ? `after ${selectedName}` : 'at the end of the page'}
        onChoose={(type) => {
          add(type);
          setAdding(false);
        }}
        onClose={() => {
          setAdding(false);
          addButton.current?.focus();
        }}
      />
      {problems.length > 0 && (
        <section className="problems" aria-labelledby="publish-problems">
          <h2 id="publish-problems">Not published: fix these first</h2>
          <ul>
            {problems.map((problem) => (
              <li key={`${problem.file}:${problem.field}:${problem.message}`}>
                {problem.file} {problem.field}: {problem.message}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** Resolves once every change is saved; refuses when saving stopped (offline, a conflict). */
function waitForSaved(store: EditorStore): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const { status, message } = store.getState().save;
      if (status === 'saved') {
        unsubscribe();
        resolve();
      } else if (status === 'offline' || status === 'conflict') {
        unsubscribe();
        reject(new Error(message ?? 'The changes are not saved'));
      }
    };
    const unsubscribe = store.subscribe(check);
    check();
  });
}
