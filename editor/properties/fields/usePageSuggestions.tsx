import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from '../PropertiesPanel.module.css';
import { useSitePages, type SitePage } from '../sitePages';

/** The pages whose path or title has what is typed; every page for `/` or nothing. */
function matching(pages: readonly SitePage[], typed: string): readonly SitePage[] {
  const words = typed.trim().toLowerCase();
  if (words === '' || words === '/') return pages;
  const inTitle = words.replace(/^\//, '');
  return pages.filter(
    (page) => page.path.toLowerCase().includes(words) || page.title.toLowerCase().includes(inTitle),
  );
}

interface PageSuggestions {
  /** What the address's input carries: a combobox's attributes and keys, while there are pages. */
  input: {
    role?: 'combobox';
    'aria-autocomplete'?: 'list';
    'aria-expanded'?: boolean;
    'aria-controls'?: string;
    'aria-activedescendant'?: string | undefined;
    onKeyDown?: (event: KeyboardEvent) => void;
    onBlur?: () => void;
  };
  /** Call as the author types: the suggestions open, none of them active. */
  typed: () => void;
  /** The suggestions' listbox, after the input. */
  list: ReactNode;
}

/**
 * The site's pages suggested for an address (while `offered`: a link to a page of this site), as
 * WAI-ARIA's combobox with a list: typing opens the pages whose path or title has the words, Down
 * and Up move in them (Down opens them too), Enter or a click takes the page's path, Escape
 * closes them. Any path may still be typed.
 */
export function usePageSuggestions(
  url: string,
  offered: boolean,
  choose: (path: string) => void,
): PageSuggestions {
  const pages = useSitePages();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  if (pages.length === 0) return { input: {}, typed: () => undefined, list: null };
  const found = offered ? matching(pages, url) : [];
  const expanded = open && found.length > 0;
  const optionId = (index: number) => `${id}-page-${String(index)}`;
  const take = (page: SitePage) => {
    choose(page.path);
    setOpen(false);
    setActive(-1);
  };
  const keyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' && found.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive(expanded ? Math.min(active + 1, found.length - 1) : 0);
    } else if (event.key === 'ArrowUp' && expanded) {
      event.preventDefault();
      setActive(Math.max(active - 1, 0));
    } else if (event.key === 'Enter' && expanded && found[active]) {
      event.preventDefault();
      take(found[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };
  return {
    input: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': `${id}-pages`,
      'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
      onKeyDown: keyDown,
      onBlur: () => {
        setOpen(false);
      },
    },
    typed: () => {
      setOpen(true);
      setActive(-1);
    },
    list: (
      <ul
        id={`${id}-pages`}
        role="listbox"
        aria-label="Pages of this site"
        hidden={!expanded}
        className={styles.suggestions}
      >
        {found.map((page, index) => (
          <li
            key={page.path}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={styles.suggestion}
            // Chosen before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              take(page);
            }}
          >
            {page.title} <span className={styles.help}>{page.path}</span>
          </li>
        ))}
      </ul>
    ),
  };
}
