import type { BlockProps } from '../blockTypes';
import { ActionButton } from '../../ui/ActionButton';
import { cx } from '../../ui/cx';
import type { ButtonProps } from './buttonProps';
import styles from './Button.module.css';

/** A call to action: a link when its url is valid, else a button of the configured type. */
export function Button({ props }: BlockProps<ButtonProps>) {
  if (props.label === '') return null;
  return (
    <div className={cx(styles.row, styles[props.alignment])}>
      <ActionButton
        variant={props.variant}
        size={props.size}
        stretch={props.stretch}
        url={props.url}
        type={props.type}
        assistiveText={props.assistiveText}
      >
        {props.label}
      </ActionButton>
    </div>
  );
}
