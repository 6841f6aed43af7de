import { readLayoutDirections, type LayoutDirections } from '../../normalizers/layoutDirection';
import {
  DEFAULT_TWO_COLUMNS,
  parseSectionConfig,
  type SectionColumn,
} from '../../render/sectionConfig';
import { type SpaceSize, readOption } from '../../../shared/blocks/options';
import { COLUMNS_OPTIONS } from '../../../shared/blocks/columns';
import { isBlockType } from '../registry';

/** The columns block's settings after normalising. */
export interface ColumnsProps {
  /** From `sectionConfig` (JSON text or object); default two columns `col1`, `col2` of 6. */
  columns: readonly SectionColumn[];
  /** From `layoutDirectionDesktop|Tablet|Mobile`; default row, column, column. */
  directions: LayoutDirections;
  /** Space between blocks inside a column; default `medium`. */
  componentSpacerSize: SpaceSize;
}

export function parseColumnsProps(raw: Readonly<Record<string, unknown>>): ColumnsProps {
  return {
    columns: parseSectionConfig(raw.sectionConfig, DEFAULT_TWO_COLUMNS, undefined, isBlockType),
    directions: readLayoutDirections(raw),
    componentSpacerSize: readOption(raw, COLUMNS_OPTIONS, 'componentSpacerSize'),
  };
}
