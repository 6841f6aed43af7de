import type { BlockProps } from '../blockTypes';
import { cx } from '../../ui/cx';
import type { FlexibleBlockProps } from './flexibleBlockProps';
import styles from './FlexibleBlock.module.css';

/** A container that places its `default` region at one of five positions. */
export function FlexibleBlock({ props, renderRegion }: BlockProps<FlexibleBlockProps>) {
  return (
    <div className={cx(styles.flexible, styles[props.alignment])} data-alignment={props.alignment}>
      {renderRegion('default')}
    </div>
  );
}
