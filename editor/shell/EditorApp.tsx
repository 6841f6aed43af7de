import { useCallback, useEffect, useMemo, useState } from 'react';
import { Provider } from 'react-redux';
import type { EditorConfig } from '../../shared/editorConfig';
import { authoringClient, type PageSummary } from '../api/authoringClient';
import { historyKeeper } from '../saving/keptHistory';
import { makeEditorStore } from '../state/editorStore';
import { PageEditor } from './PageEditor';
import { PageList } from './PageList';

const pageInAddress = () => new URLSearchParams(window.location.search).get('page');

/** The editor: who is signed in, the page list, and the page being edited (`?page=<id>`). */
export function EditorApp({ config }: { config: EditorConfig }) {
  const client = useMemo(() => authoringClient(config), [config]);
  const keeper = useMemo(
    () => historyKeeper({ storage: window.localStorage, user: config.user.name }),
    [config.user.name],
  );
  const store = useMemo(() => makeEditorStore(client, keeper), [client, keeper]);
  const [pageId, setPageId] = useState(pageInAddress);
  const [pages, setPages] = useState<readonly PageSummary[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [listed, setListed] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const editorPath = `${config.basePath}/editor`;
  const hrefOf = useCallback(
    (id: string) => `${editorPath}?page=${encodeURIComponent(id)}`,
    [editorPath],
  );

  useEffect(() => {
    const onPop = () => {
      setPageId(pageInAddress());
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
    };
  }, []);

  useEffect(() => {
    if (pageId !== null) return;
    let live = true;
    client.listPages().then(
      (listed) => {
        if (live) setPages(listed);
      },
      (error: unknown) => {
        if (live) setProblem(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      live = false;
    };
  }, [client, pageId, listed]);

  const open = useCallback(
    (id: string | null) => {
      window.history.pushState(null, '', id === null ? editorPath : hrefOf(id));
      setPageId(id);
    },
    [editorPath, hrefOf],
  );

  return (
    <Provider store={store}>
      <header className="editor-header">
        <a
          href={editorPath}
          onClick={(event) => {
            event.preventDefault();
            open(null);
          }}
        >
          Pages
        </a>
        <p className="who">
          Signed in as <strong>{config.user.name}</strong> ({config.user.role})
        </p>
        <form
          method="post"
          action={`${editorPath}/sign-out`}
          onSubmit={() => {
            // The author's undo histories are theirs alone: none stays for whoever comes next.
            keeper.clear();
          }}
        >
          <input type="hidden" name="_csrf" value={config.csrfToken} />
          <button type="submit">Sign out</button>
        </form>
      </header>
      {pageId === null ? (
        <main>
          {problem && (
            <p role="alert" className="problems">
              {problem}
            </p>
          )}
          {pages && (
            <PageList
              pages={pages}
              client={client}
              mayPublish={config.user.role !== 'author'}
              hrefOf={hrefOf}
              onOpen={open}
              onChanged={() => {
                setListed((count) => count + 1);
              }}
              announce={setAnnouncement}
            />
          )}
          <p role="status" className="visually-hidden">
            {announcement}
          </p>
        </main>
      ) : (
        <PageEditor key={pageId} pageId={pageId} config={config} client={client} keeper={keeper} />
      )}
    </Provider>
  );
}
