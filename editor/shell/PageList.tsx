import type { PageSummary } from '../api/authoringClient';

/** What a page's row says of it: published as it is, or with a draft (and by whom). */
function statusOf(page: PageSummary): string {
  if (page.draft?.removes) return 'to be removed';
  if (page.draft && !page.published) return `new, drafted by ${page.draft.savedBy}`;
  if (page.draft) return `draft by ${page.draft.savedBy}${page.draft.stale ? ' (stale)' : ''}`;
  return 'published';
}

/** Every page, each a link to edit it, named by its title. */
export function PageList({
  pages,
  hrefOf,
  onOpen,
}: {
  pages: readonly PageSummary[];
  hrefOf: (id: string) => string;
  onOpen: (id: string) => void;
}) {
  return (
    <section aria-labelledby="pages-heading" className="page-list">
      <h1 id="pages-heading">Pages</h1>
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
          </li>
        ))}
      </ul>
    </section>
  );
}
