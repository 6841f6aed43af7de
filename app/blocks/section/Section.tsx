import { spaceToken } from '../../normalizers/spaceToken';
import type { BlockProps } from '../blockTypes';
import { ColumnLayout } from '../../ui/ColumnLayout';
import { cssVars } from '../../ui/cssVars';
import { SectionBackgroundLayer } from './SectionBackgroundLayer';
import type { SectionProps } from './sectionProps';
import styles from './Section.module.css';

/**
 * A full-width page section: optional background colour and image, vertical padding, and a
 * 12-column layout of regions (one per configured column) up to the max content width.
 */
export function Section({ props, renderRegion }: BlockProps<SectionProps>) {
  return (
    <section
      className={styles.section}
      style={cssVars({
        '--section-color': props.backgroundColor,
        '--section-padding': spaceToken(props.paddingVertical),
        '--section-gutter':
          props.paddingHorizontal === null ? undefined : spaceToken(props.paddingHorizontal),
        '--section-max-width': props.maxContentWidth,
      })}
    >
      {props.background && (
        <SectionBackgroundLayer background={props.background} overlay={props.backgroundOverlay} />
      )}
      <div className={styles.inner}>
        <ColumnLayout
          columns={props.columns}
          directions={props.directions}
          componentSpacerSize={props.componentSpacerSize}
          renderRegion={renderRegion}
        />
      </div>
    </section>
  );
}
