import { defineBlock } from './contract';

export const toastDemoContract = defineBlock({
  type: 'toastDemo',
  label: 'Toast samples',
  description: 'Gallery only: a button for each toast variant and mode, and one with links.',
  props: {},
  interactive: true,
});
