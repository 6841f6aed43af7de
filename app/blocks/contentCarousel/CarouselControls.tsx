import { useCallback, type CSSProperties, type KeyboardEvent } from 'react';
import { useMessages } from '../../i18n/useMessages';
import { Tooltip } from '../../ui/tooltip/Tooltip';
import { useTypedNumber } from '../../ui/useTypedNumber';
import { CarouselIcon } from './CarouselIcon';
import styles from './ContentCarousel.module.css';

interface RotationButtonProps {
  rotating: boolean;
  onToggle: () => void;
}

/**
 * The WAI-ARIA rotation control; first in the carousel so it is reached before the slides. Its
 * tooltip, like the arrows', shows the name the icon stands for.
 */
export function RotationButton({ rotating, onToggle }: RotationButtonProps) {
  const t = useMessages();
  const name = rotating ? t('stopSlideShow') : t('startSlideShow');
  return (
    <Tooltip text={name} align="start">
      {(trigger) => (
        <button type="button" className={styles.controlButton} onClick={onToggle} {...trigger}>
          <CarouselIcon name={rotating ? 'pause' : 'play'} />
          <span className="visually-hidden">{name}</span>
        </button>
      )}
    </Tooltip>
  );
}

interface ArrowButtonsProps {
  controls: string;
  buttonStyle: CSSProperties;
  onPrevious: () => void;
  onNext: () => void;
}

interface ArrowButtonProps {
  name: string;
  icon: 'previous' | 'next';
  controls: string;
  buttonStyle: CSSProperties;
  onClick: () => void;
}

function ArrowButton({ name, icon, controls, buttonStyle, onClick }: ArrowButtonProps) {
  // Both arrows sit at the right of the toolbar: their tooltips line up with the right edge.
  return (
    <Tooltip text={name} align="end">
      {(trigger) => (
        <button
          type="button"
          className={styles.controlButton}
          style={buttonStyle}
          aria-controls={controls}
          onClick={onClick}
          {...trigger}
        >
          <CarouselIcon name={icon} />
          <span className="visually-hidden">{name}</span>
        </button>
      )}
    </Tooltip>
  );
}

/** "Previous slide" and "Next slide"; both wrap around. */
export function ArrowButtons({ controls, buttonStyle, onPrevious, onNext }: ArrowButtonsProps) {
  const t = useMessages();
  const shared = { controls, buttonStyle };
  return (
    <div className={styles.arrows}>
      <ArrowButton name={t('previousSlide')} icon="previous" onClick={onPrevious} {...shared} />
      <ArrowButton name={t('nextSlide')} icon="next" onClick={onNext} {...shared} />
    </div>
  );
}

interface PaginationProps {
  slideIds: readonly string[];
  activeIndex: number;
  onSelect: (index: number) => void;
}

/**
 * One "Slide N" button per slide; the active one has `aria-current="true"`. Typing a slide's
 * number (digits within 700 ms of each other) shows it and moves focus to its button.
 */
export function CarouselPagination({ slideIds, activeIndex, onSelect }: PaginationProps) {
  const t = useMessages();
  const chooseTyped = useCallback(
    (index: number, event: KeyboardEvent<HTMLElement>) => {
      onSelect(index);
      event.currentTarget.querySelectorAll('button')[index]?.focus();
    },
    [onSelect],
  );
  const onKeyDown = useTypedNumber(slideIds.length, chooseTyped);
  return (
    <div
      className={styles.pagination}
      role="group"
      aria-label={t('chooseSlide')}
      onKeyDown={onKeyDown}
    >
      {slideIds.map((slideId, index) => (
        <button
          key={slideId}
          type="button"
          className={styles.dot}
          aria-controls={slideId}
          aria-current={index === activeIndex ? 'true' : undefined}
          onClick={() => {
            onSelect(index);
          }}
        >
          <span className="visually-hidden">{t('slideNumber', { number: index + 1 })}</span>
        </button>
      ))}
    </div>
  );
}
