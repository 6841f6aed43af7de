import type { BlockProps } from '../blockTypes';
import { ColumnLayout } from '../../ui/ColumnLayout';
import type { ColumnsProps } from './columnsProps';

/** A multi-column layout inside a section: each column is a region named by its column key. */
export function Columns({ props, renderRegion }: BlockProps<ColumnsProps>) {
  return (
    <ColumnLayout
      columns={props.columns}
      directions={props.directions}
      componentSpacerSize={props.componentSpacerSize}
      renderRegion={renderRegion}
    />
  );
}
