import { z } from 'zod/mini';
import { COPY, defineBlock, FLAG, NUMBER, TEXT } from './contract';
import {
  GRID_ITEM_SPACINGS,
  HEADING_TAGS,
  PAGINATION_MODES,
  SORT_ORDERS,
  exact,
  loose,
} from './options';

export const GRID_OPTIONS = {
  itemSpacing: loose(GRID_ITEM_SPACINGS, 'none'),
  headingTag: loose(HEADING_TAGS, 'h3'),
  paginationMode: exact(PAGINATION_MODES, 'replace'),
  sortOrder: exact(SORT_ORDERS, 'ASC'),
};

export const gridContract = defineBlock({
  type: 'grid',
  label: 'Grid',
  description:
    'A repeating grid of records (managed content or a static collection), paged by append or replace; region item is the template of each record.',
  props: {
    title: COPY,
    columns: NUMBER,
    pageSize: NUMBER,
    source: z.record(z.string(), z.unknown()),
    items: z.array(z.record(z.string(), z.unknown())),
    sortBy: TEXT,
    autoScroll: FLAG,
    showEmptyState: FLAG,
    emptyStateText: COPY,
    showErrorState: FLAG,
    errorStateText: COPY,
    ...GRID_OPTIONS,
  },
  interactive: true,
});
