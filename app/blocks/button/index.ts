export { buttonBlock } from './buttonBlock';
export { Button } from './Button';
export { parseButtonProps, type ButtonProps } from './buttonProps';
