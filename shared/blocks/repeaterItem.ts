import { defineBlock, FLAG, NUMBER, OBJECT } from './contract';

export const repeaterItemContract = defineBlock({
  type: 'repeaterItem',
  label: 'Repeater Item',
  description:
    "One record's template: region default binds {!Item…}; the design-time variant renders once for index 0 in the builder's preview only.",
  props: { record: OBJECT, index: NUMBER, isPreview: FLAG },
});
