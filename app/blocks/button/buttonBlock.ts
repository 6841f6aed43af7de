import type { BlockDefinition } from '../blockTypes';
import { Button } from './Button';
import { parseButtonProps, type ButtonProps } from './buttonProps';

export const buttonBlock: BlockDefinition<ButtonProps> = {
  type: 'button',
  label: 'Button',
  parse: parseButtonProps,
  component: Button,
};
