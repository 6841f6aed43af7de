import { defineFields } from './fields';
import { SECTION_DEFAULT_WIDTHS, sectionContract } from './section';

export const sectionFields = defineFields(sectionContract, {
  order: ['sectionConfig', 'backgroundColor', 'backgroundImageConfig', 'backgroundOverlay'],
  props: {
    sectionConfig: {
      label: 'Columns',
      editor: 'columns',
      defaultWidths: SECTION_DEFAULT_WIDTHS,
      help: 'Each column is a region of its own; the widths add up to 12.',
    },
    backgroundColor: { help: 'Any CSS colour, such as #f4f7fa.' },
    backgroundImageConfig: {
      label: 'Background image',
      editor: 'image',
      help: '{!cmsMedia.<contentKey>}, or image info as JSON.',
    },
    backgroundOverlay: { help: 'A scrim over the background image, so text stays readable.' },
    maxContentWidth: { help: 'A CSS length with a unit, such as 48rem; 1440px when left out.' },
    layoutDirectionDesktop: { label: 'Desktop layout', advanced: true },
    layoutDirectionTablet: { label: 'Tablet layout', advanced: true },
    layoutDirectionMobile: { label: 'Mobile layout', advanced: true },
    componentSpacerSize: { label: 'Space between blocks', advanced: true },
  },
});
