import { useState } from 'react';
import type { AuthoringClient, PageSummary } from '../api/authoringClient';
import { PageFormDialog, type PageForm } from './PageFormDialog';

/** What a page's row says of it: published as it is, or with a draft (and by whom). */
function statusOf(page: PageSummary): string {
  if (page.draft?.removes) return 'to be removed';
  if (page.draft && !page.published) return `new, drafted by ${page.draft.savedBy}`;
  if (page.draft) return `draft by ${page.draft.savedBy}${page.draft.stale ? ' (stale)' : ''}`;
  return 'published';
}

/** A page's id from its path: `/about-us/team` is `about-us-team`. */
const idOf = (route: string) =>
  route
    .replace(/^\/+|\/+$/g, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .toLowerCase();

type Editing = { kind: 'new' } | { kind: 'move'; page: PageSummary } | null;

interface PageListProps {
  pages: readonly PageSummary[];
  client: AuthoringClient;
  mayPublish: boolean;
  hrefOf: (id: string) => string;
  onOpen: (id: string) => void;
  /** The pages changed: read them again. */
  onChanged: () => void;
  announce: (message: string) => void;
}

/**
 * Every page, each a link to edit it, named by its title; a new page, a page renamed or moved,
 * deleted (refused while something links to it), and every draft published at once.
 */
export function PageList(props: PageListProps) {
  const { pages, client, mayPublish, hrefOf, onOpen, onChanged, announce } = props;
  const [editing, setEditing] = useState<Editing>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const drafted = pages.some((page) => page.draft !== null);

  const create = async (form: PageForm) => {
    const id = idOf(form.route);
    await client.createPage({
      id,
      title: form.title,
      route: form.route,
      ...(form.from ? { from: form.from } : {}),
    });
    setEditing(null);
    announce(`Made ${form.title}, as a draft`);
    onOpen(id);
  };

  const move = (page: PageSummary) => async (form: PageForm) => {
    await client.movePage(page.id, { title: form.title, route: form.route });
    setEditing(null);
    announce(`${form.title} is at ${form.route}, as a draft`);
    onChanged();
  };

  const remove = async (page: PageSummary) => {
    if (!window.confirm(`Delete ${page.title}? Its removal is a draft until published.`)) return;
    setProblem(null);
    try {
      await client.deletePage(page.id);
      announce(`${page.title}: its removal is drafted`);
      onChanged();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  const publishAll = async () => {
    setProblem(null);
    try {
      const drafts = await client.listDrafts();
      await client.publish('Published from the editor’s page list', drafts);
      announce('Published');
      onChanged();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <section aria-labelledby="pages-heading" className="page-list">
      <h1 id="pages-heading">Pages</h1>
      {problem && (
        <p role="alert" className="problems">
          {problem}
        </p>
      )}
      <ul>
        {pages.map((page) => (
          <li key={page.id}>
            <a
              href={hrefOf(page.id)}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                onOpen(page.id);
              }}
            >
              {page.title}
            </a>
            <span className="page-route">{page.route}</span>
            <span className="page-status">{statusOf(page)}</span>
            <span className="row-actions">
              <button
                type="button"
                aria-label={`Rename or move ${page.title}`}
                onClick={() => {
                  setEditing({ kind: 'move', page });
                }}
              >
                Rename or move
              </button>
              <button
                type="button"
                aria-label={`Delete ${page.title}`}
                onClick={() => void remove(page)}
              >
                Delete
              </button>
            </span>
          </li>
        ))}
      </ul>
      <div className="actions">
        <button
          type="button"
          onClick={() => {
            setEditing({ kind: 'new' });
          }}
        >
          New page
        </button>
        {mayPublish && drafted && (
          <button type="button" className="primary" onClick={() => void publishAll()}>
            Publish every draft
          </button>
        )}
      </div>
      {editing?.kind === 'new' && (
        <PageFormDialog
          heading="New page"
          submitLabel="Make the page"
          initial={{ title: '', route: '/', from: '' }}
          sources={pages}
          onSubmit={create}
          onClose={() => {
            setEditing(null);
          }}
        />
      )}
      {editing?.kind === 'move' && (
        <PageFormDialog
          heading={`Rename or move ${editing.page.title}`}
          submitLabel="Save"
          initial={{ title: editing.page.title, route: editing.page.route, from: '' }}
          onSubmit={move(editing.page)}
          onClose={() => {
            setEditing(null);
          }}
        />
      )}
    </section>
  );
}
