import type { ReactNode } from 'react';
import { Grid } from './Grid';
import type { GridOptions } from './gridOptions';
import type { BlockProps } from '../blockTypes';
import { pickFields } from '../../render/dataProvider';

/** The region holding the item template; each item renders it with `{ [itemKey]: record }`. */
const GRID_ITEM_REGION = 'item';

/** The grid feature with the node's `item` region as its item template (default card without). */
export function GridBlock({
  id,
  props,
  renderRegion,
  regionNames,
  copyLang,
}: BlockProps<GridOptions>): ReactNode {
  const hasTemplate = regionNames.includes(GRID_ITEM_REGION);
  return (
    <Grid
      {...props}
      gridId={id}
      copyLang={copyLang}
      renderItem={
        hasTemplate
          ? (record) =>
              renderRegion(GRID_ITEM_REGION, {
                [props.itemKey]: pickFields(record, props.itemFields),
              })
          : undefined
      }
    />
  );
}
