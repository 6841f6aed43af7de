import { buttonContract } from '../../../shared/blocks/button';
import { blockOf } from '../blockTypes';
import { Button } from './Button';
import { parseButtonProps, type ButtonProps } from './buttonProps';

export const buttonBlock = blockOf<ButtonProps>(buttonContract, {
  parse: parseButtonProps,
  component: Button,
});
