import { defineBlock, FLAG, LIST, TEXT } from './contract';

export const userDataProviderContract = defineBlock({
  type: 'userDataProvider',
  label: 'User data provider',
  description:
    'Feeds the visitor ({!User.userId}, {!User.isGuest}, {!User.Picture}) to the blocks of its region default.',
  props: {
    sfdcExpressionKey: TEXT,
    sfdcType: TEXT,
    sfdcId: TEXT,
    sfdcFields: LIST,
    sfdcIsPreviewMode: FLAG,
  },
});
