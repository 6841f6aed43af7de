import {
  memo,
  useCallback,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import { useRegionDrop, useRowDrag, type OutlineDragging } from './useRowDrag';

/** A region of a block, as the outline captions it: `col2`, "Column 2". */
interface OutlineRegion {
  name: string;
  label: string;
}

/** A block as the outline lists it, in the page's order (depth first). */
interface OutlineEntry {
  id: string;
  /** "Banner: Company Overview": the block's label and the first words of its copy. */
  name: string;
  /** 1 for a block at the page's top level. */
  level: number;
  parent: string | null;
  /** The parent's region that holds it (`col2`). */
  region?: string | null;
  /** Its own regions in layout order, empty ones too. */
  regions?: readonly OutlineRegion[];
}

/** What the outline's keys do to the focused block besides moving through the tree. */
export type OutlineCommand = 'up' | 'down' | 'in' | 'out' | 'delete' | 'copy' | 'paste';

interface OutlineProps {
  entries: readonly OutlineEntry[];
  selected: string | null;
  onSelect: (id: string) => void;
  /** Alt+Up, Alt+Down, Alt+Right (into the block before), Alt+Left (out), Delete, Ctrl+C, Ctrl+V. */
  onCommand: (id: string, command: OutlineCommand) => void;
  /** Drag and drop of the rows, the pointer's way to move a block. */
  dragging: OutlineDragging;
}

const CLIPBOARD_COMMANDS: Readonly<Record<string, OutlineCommand>> = { c: 'copy', v: 'paste' };

const ALT_COMMANDS: Readonly<Record<string, OutlineCommand>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowRight: 'in',
  ArrowLeft: 'out',
};

interface Branch {
  entry: OutlineEntry;
  children: Branch[];
}

function branchesOf(entries: readonly OutlineEntry[]): Branch[] {
  const roots: Branch[] = [];
  const byId = new Map<string, Branch>();
  for (const entry of entries) {
    const branch: Branch = { entry, children: [] };
    byId.set(entry.id, branch);
    const parent = entry.parent === null ? undefined : byId.get(entry.parent);
    (parent ? parent.children : roots).push(branch);
  }
  return roots;
}

const itemId = (id: string) => `outline-${id}`;

function focusItem(id: string | undefined) {
  if (id !== undefined) document.getElementById(itemId(id))?.focus();
}

/**
 * The page's blocks as an ARIA tree ("Outline"): Up and Down move through the visible items,
 * Right opens an item or enters it, Left closes it or goes to its parent, Home and End go to the
 * first and last; Enter (or a click) selects. Alt with an arrow moves the block (into the block
 * before, out of its parent), Delete removes it, Ctrl+C and Ctrl+V copy it and paste after it.
 * One item is in the tab order: the selected one. A row may also be dragged before, after or
 * into another (`useRowDrag`); the keys and the toolbar's buttons are the way without dragging.
 */
export function Outline({ entries, selected, onSelect, onCommand, dragging }: OutlineProps) {
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const branches = useMemo(() => branchesOf(entries), [entries]);
  const hasChildren = useMemo(
    () => new Set(entries.flatMap((entry) => (entry.parent === null ? [] : [entry.parent]))),
    [entries],
  );
  const visible = useMemo(() => {
    const hidden = new Set<string>();
    return entries.filter((entry) => {
      if (entry.parent !== null && (hidden.has(entry.parent) || closed.has(entry.parent))) {
        hidden.add(entry.id);
        return false;
      }
      return true;
    });
  }, [entries, closed]);
  const tabStop = selected ?? visible[0]?.id ?? null;

  const setOpen = useCallback((id: string, open: boolean) => {
    setClosed((current) => {
      if (current.has(id) === !open) return current;
      const next = new Set(current);
      if (open) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLUListElement>) => {
      const current = (event.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]');
      const id = current?.dataset.blockId;
      if (id === undefined) return;
      const at = visible.findIndex((entry) => entry.id === id);
      const entry = visible[at];
      if (!entry) return;
      const handled = () => {
        event.preventDefault();
        event.stopPropagation();
      };
      const command = event.altKey
        ? ALT_COMMANDS[event.key]
        : event.ctrlKey || event.metaKey
          ? CLIPBOARD_COMMANDS[event.key.toLowerCase()]
          : undefined;
      if (command) {
        handled();
        onCommand(id, command);
        return;
      }
      switch (event.key) {
        case 'Delete':
          handled();
          onCommand(id, 'delete');
          return;
        case 'ArrowDown':
          handled();
          focusItem(visible[at + 1]?.id);
          return;
        case 'ArrowUp':
          handled();
          focusItem(visible[at - 1]?.id);
          return;
        case 'Home':
          handled();
          focusItem(visible[0]?.id);
          return;
        case 'End':
          handled();
          focusItem(visible.at(-1)?.id);
          return;
        case 'ArrowRight':
          handled();
          if (!hasChildren.has(id)) return;
          if (closed.has(id)) setOpen(id, true);
          else focusItem(visible[at + 1]?.id);
          return;
        case 'ArrowLeft':
          handled();
          if (hasChildren.has(id) && !closed.has(id)) setOpen(id, false);
          else focusItem(entry.parent ?? undefined);
          return;
        case 'Enter':
        case ' ':
          handled();
          onSelect(id);
          return;
      }
    },
    [visible, hasChildren, closed, setOpen, onSelect, onCommand],
  );

  return (
    <ul role="tree" aria-label="Outline" className="outline" onKeyDown={onKeyDown}>
      <ItemRows
        rows={branches}
        topLevel
        selected={selected}
        tabStop={tabStop}
        closed={closed}
        onSelect={onSelect}
        onToggle={setOpen}
        dragging={dragging}
      />
    </ul>
  );
}

interface ItemProps {
  branch: Branch;
  selected: string | null;
  tabStop: string | null;
  closed: ReadonlySet<string>;
  onSelect: (id: string) => void;
  onToggle: (id: string, open: boolean) => void;
  dragging: OutlineDragging;
  /** The last row of its parent's: a drop left of it may go out to a level above. */
  last: boolean;
}

function sameRegions(
  before: readonly OutlineRegion[] = [],
  after: readonly OutlineRegion[] = [],
): boolean {
  return (
    before.length === after.length &&
    before.every(
      (region, index) => region.name === after[index]?.name && region.label === after[index].label,
    )
  );
}

/**
 * The block's rows by region, each with its caption: for a block of two or more regions (a
 * section's columns), or one region with no block in it yet; `null` for one region holding blocks
 * (no caption needed) or none.
 */
function regionGroups(branch: Branch): { region: OutlineRegion; children: Branch[] }[] | null {
  const regions = branch.entry.regions ?? [];
  if (regions.length === 0 || (regions.length === 1 && branch.children.length > 0)) return null;
  return regions.map((region) => ({
    region,
    children: branch.children.filter((child) => child.entry.region === region.name),
  }));
}

/** The same rows: every item under it with the same name, in the same place. */
function sameBranch(before: Branch, after: Branch): boolean {
  return (
    before === after ||
    (before.entry.id === after.entry.id &&
      before.entry.name === after.entry.name &&
      before.entry.region === after.entry.region &&
      sameRegions(before.entry.regions, after.entry.regions) &&
      before.children.length === after.children.length &&
      before.children.every((child, index) => {
        const other = after.children[index];
        return other !== undefined && sameBranch(child, other);
      }))
  );
}

/**
 * Whether an item's own row, or any row under it, changes with this render: an edit or a
 * selection elsewhere on a page of 500 blocks leaves the other items as they are.
 */
function sameRows(before: ItemProps, after: ItemProps): boolean {
  if (before.onSelect !== after.onSelect || before.onToggle !== after.onToggle) return false;
  if (before.dragging !== after.dragging || before.last !== after.last) return false;
  if (!sameBranch(before.branch, after.branch)) return false;
  const rows = (branch: Branch): string[] => [branch.entry.id, ...branch.children.flatMap(rows)];
  const mine = rows(after.branch);
  const touches = (id: string | null) => id !== null && mine.includes(id);
  return (
    !touches(before.selected) &&
    !touches(after.selected) &&
    !touches(before.tabStop) &&
    !touches(after.tabStop) &&
    mine.every((id) => before.closed.has(id) === after.closed.has(id))
  );
}

// The function has a name of its own: inside a function expression named `OutlineItem`, that name
// is the function itself, and the rows under it would skip the memo's comparison.
const OutlineItem = memo(function OutlineItemRows(props: ItemProps) {
  const { branch, selected, tabStop, closed, onSelect, onToggle, dragging, last } = props;
  const { entry, children } = branch;
  const open = !closed.has(entry.id);
  const row = useRef<HTMLSpanElement>(null);
  const mode = children.length > 0 && open ? 'expanded' : last ? 'last-in-group' : 'standard';
  const drop = useRowDrag(row, { id: entry.id, level: entry.level, mode }, dragging);
  // A drop's line is drawn at its level: a drop after an ancestor (out of a region) at that one's.
  const depth = {
    '--outline-depth': entry.level - 1,
    '--drop-depth': drop?.depth ?? entry.level - 1,
  } as CSSProperties;
  return (
    <li
      role="treeitem"
      id={itemId(entry.id)}
      data-block-id={entry.id}
      aria-level={entry.level}
      aria-selected={entry.id === selected}
      aria-expanded={children.length > 0 ? open : undefined}
      tabIndex={entry.id === tabStop ? 0 : -1}
      className="outline-item"
      onClick={(event) => {
        event.stopPropagation();
        onSelect(entry.id);
      }}
    >
      <span
        ref={row}
        className="outline-row"
        style={depth}
        data-drop={drop?.side}
        data-drop-refused={drop && !drop.allowed ? true : undefined}
      >
        {children.length > 0 && (
          <span
            className="outline-toggle"
            aria-hidden="true"
            onClick={(event) => {
              event.stopPropagation();
              onToggle(entry.id, !open);
            }}
          >
            {open ? '▾' : '▸'}
          </span>
        )}
        {entry.name}
      </span>
      {open && <ItemGroups {...props} />}
    </li>
  );
}, sameRows);

/** The rows under an item: one group, or one captioned group per region (see `regionGroups`). */
function ItemGroups({ branch, last: _last, ...shared }: ItemProps) {
  const groups = regionGroups(branch);
  if (!groups) {
    return branch.children.length > 0 ? (
      <ul role="group">
        <ItemRows {...shared} rows={branch.children} />
      </ul>
    ) : null;
  }
  return groups.map(({ region, children }) => (
    <ul key={region.name} role="group" aria-label={region.label}>
      <RegionCaption of={branch.entry} region={region} dragging={shared.dragging} />
      <ItemRows {...shared} rows={children} />
    </ul>
  ));
}

/** What every row of the outline is given alike. */
type SharedRowProps = Omit<ItemProps, 'branch' | 'last'>;

/**
 * A list of rows; the last of a region's is marked (a drop left of it may go out a level), never
 * a top-level one (there is no level above).
 */
function ItemRows(props: SharedRowProps & { rows: readonly Branch[]; topLevel?: boolean }) {
  const { rows, topLevel = false, ...shared } = props;
  return rows.map((child, index) => (
    <OutlineItem
      key={child.entry.id}
      branch={child}
      {...shared}
      last={!topLevel && index === rows.length - 1}
    />
  ));
}

/**
 * A region's caption ("Column 2"): what shows where a section's columns begin, an empty one
 * too, and where a dragged block drops into the region. Hidden from the tree's semantics: the
 * group it heads is named by it.
 */
function RegionCaption(props: {
  of: OutlineEntry;
  region: OutlineRegion;
  dragging: OutlineDragging;
}) {
  const { of, region, dragging } = props;
  const caption = useRef<HTMLLIElement>(null);
  const drop = useRegionDrop(caption, { of: of.id, region: region.name }, dragging);
  return (
    <li
      ref={caption}
      aria-hidden="true"
      className="outline-region"
      style={{ '--outline-depth': of.level } as CSSProperties}
      data-drop={drop?.side}
      data-drop-refused={drop && !drop.allowed ? true : undefined}
    >
      {region.label}
    </li>
  );
}
