import {
  FORM_FACTORS,
  layoutDirectionClasses,
  type LayoutDirections,
} from '../normalizers/layoutDirection';
import { spaceToken } from '../normalizers/spaceToken';
import { type SectionColumn } from '../render/sectionConfig';
import type { SpaceSize } from '../../shared/blocks/options';
import type { BlockProps } from '../render/blockDefinition';
import { cssVars } from './cssVars';
import { cx } from './cx';
import styles from './ColumnLayout.module.css';

export interface ColumnLayoutProps {
  columns: readonly SectionColumn[];
  directions: LayoutDirections;
  /** Space between the blocks stacked inside one column. */
  componentSpacerSize: SpaceSize;
  renderRegion: BlockProps<unknown>['renderRegion'];
}

/**
 * The column grid shared by the section and columns blocks. Each column renders the region named
 * by its `columnKey` (its seed components while that region is empty) and carries the
 * platform's `col-large-size_{w}-of-12` class.
 */
export function ColumnLayout({
  columns,
  directions,
  componentSpacerSize,
  renderRegion,
}: ColumnLayoutProps) {
  const marker = layoutDirectionClasses(directions);
  return (
    <div
      className={cx(
        styles.columns,
        ...FORM_FACTORS.map((factor) => styles[`${factor}-${directions[factor]}`]),
        marker,
      )}
      data-layout-direction={marker}
      style={cssVars({ '--component-spacer': spaceToken(componentSpacerSize) })}
    >
      {columns.map((column) => (
        <div
          key={column.columnKey}
          className={cx(styles.column, `col-large-size_${column.columnWidth}-of-12`)}
          data-column-key={column.columnKey}
          style={cssVars({ '--column-span': column.columnWidth })}
        >
          {renderRegion(column.columnKey, undefined, column.seeds)}
        </div>
      ))}
    </div>
  );
}
