import { GRID_OPTIONS } from '../../../shared/blocks/grid';
import { fallbackOf, type GridItemSpacing, type HeadingTag } from '../../../shared/blocks/options';
import type { GridPaginationMode, GridRecord, GridSource } from './gridTypes';

/** A grid's settings, as the `grid` block's `parse` gives them (every fallback applied). */
export interface GridOptions {
  /** Columns on desktop, 1 to 6 (at most 2 on tablet, 1 on mobile). Default and fallback 1. */
  columns: number;
  /** Gap between items, a spacing token. Default and fallback `none`. */
  itemSpacing: GridItemSpacing;
  /** `append` shows "Show more"; `replace` shows "Previous page" / "Next page". Default `replace`. */
  paginationMode: GridPaginationMode;
  /** Scroll to the item focus moves to after a page loads. Default `false`. */
  autoScroll: boolean;
  /** Show `emptyStateText` when loaded without error and without items. Default `false`. */
  showEmptyState: boolean;
  emptyStateText: string;
  /** Show `errorStateText` (and a "Try again" button) when loading failed. Default `false`. */
  showErrorState: boolean;
  errorStateText: string;
  /** Documents per page, 1 to 25 (the platform's cap with bodies). Default 12. */
  pageSize: number;
  /** Managed content to list; without it the grid lists `items`. */
  source?: GridSource;
  /** The binding context an item template reads (`sfdcExpressionKey`). Default `Item`. */
  itemKey: string;
  /** The only record fields an item template binds (`sfdcFields`); all when absent. */
  itemFields?: readonly string[];
  /** A static collection of records, listed when there is no `source`. */
  items?: readonly GridRecord[];
  /** Optional visible heading of the grid (also its accessible name). */
  title?: string;
  /** Tag of `title`. Default and fallback `h3`. */
  headingTag: HeadingTag;
}

const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 25;
const DEFAULT_EMPTY_STATE_TEXT = 'There is nothing to show here yet.';
const DEFAULT_ERROR_STATE_TEXT = 'These items could not be loaded.';

export const DEFAULT_GRID_OPTIONS: GridOptions = {
  columns: 1,
  itemSpacing: fallbackOf(GRID_OPTIONS.itemSpacing, {}),
  paginationMode: fallbackOf(GRID_OPTIONS.paginationMode, {}),
  autoScroll: false,
  showEmptyState: false,
  emptyStateText: DEFAULT_EMPTY_STATE_TEXT,
  showErrorState: false,
  errorStateText: DEFAULT_ERROR_STATE_TEXT,
  pageSize: DEFAULT_PAGE_SIZE,
  itemKey: 'Item',
  headingTag: fallbackOf(GRID_OPTIONS.headingTag, {}),
};
