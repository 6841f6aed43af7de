import type { BlockProps } from '../blockTypes';
import type { RepeaterItemProps } from './repeaterItemProps';
import styles from './RepeaterItem.module.css';

/**
 * One record of a repeating list. Its `default` region renders with `{ Item: record }` in scope.
 * In the builder preview, item 0 first shows the design-time template (bindings unresolved) once,
 * then its normal markup; other items and the live site show only the normal markup.
 */
export function RepeaterItem({ props, renderRegion }: BlockProps<RepeaterItemProps>) {
  const showTemplate = props.isPreview && props.index === 0;
  const scope = props.record ? { Item: props.record } : undefined;
  return (
    <>
      {showTemplate && (
        <div className={styles.template} data-design-time="true">
          <span className={styles.templateLabel}>Item template</span>
          {renderRegion('default')}
        </div>
      )}
      <div className={styles.item} data-index={props.index}>
        {renderRegion('default', scope)}
      </div>
    </>
  );
}
