import { COLUMNS_DEFAULT_WIDTHS, columnsContract } from './columns';
import { defineFields } from './fields';

export const columnsFields = defineFields(columnsContract, {
  props: {
    sectionConfig: {
      label: 'Columns',
      editor: 'columns',
      defaultWidths: COLUMNS_DEFAULT_WIDTHS,
      help: 'Each column is a region of its own; the widths add up to 12.',
    },
    layoutDirectionDesktop: { label: 'Desktop layout' },
    layoutDirectionTablet: { label: 'Tablet layout' },
    layoutDirectionMobile: { label: 'Mobile layout' },
    componentSpacerSize: { label: 'Space between blocks' },
  },
});
