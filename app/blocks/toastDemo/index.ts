import { toastDemoContract } from '../../../shared/blocks/toastDemo';
import { blockOf } from '../blockTypes';
import { ToastDemo } from './ToastDemo';

export const toastDemoBlock = blockOf<Record<string, never>>(toastDemoContract, {
  parse: () => ({}),
  component: ToastDemo,
});
