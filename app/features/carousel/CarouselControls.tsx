import { useCallback, type CSSProperties, type KeyboardEvent } from 'react';
import { useTypedNumber } from '../../shared/useTypedNumber';
import { CarouselIcon } from './CarouselIcon';
import styles from './ContentCarousel.module.css';

interface RotationButtonProps {
  rotating: boolean;
  onToggle: () => void;
}

/** The WAI-ARIA rotation control; first in the carousel so it is reached before the slides. */
export function RotationButton({ rotating, onToggle }: RotationButtonProps) {
  return (
    <button type="button" className={styles.controlButton} onClick={onToggle}>
      <CarouselIcon name={rotating ? 'pause' : 'play'} />
      <span className="visually-hidden">
        {rotating ? 'Stop automatic slide show' : 'Start automatic slide show'}
      </span>
    </button>
  );
}

interface ArrowButtonsProps {
  controls: string;
  buttonStyle: CSSProperties;
  onPrevious: () => void;
  onNext: () => void;
}

/** "Previous slide" and "Next slide"; both wrap around. */
export function ArrowButtons({ controls, buttonStyle, onPrevious, onNext }: ArrowButtonsProps) {
  return (
    <div className={styles.arrows}>
      <button
        type="button"
        className={styles.controlButton}
        style={buttonStyle}
        aria-controls={controls}
        onClick={onPrevious}
      >
        <CarouselIcon name="previous" />
        <span className="visually-hidden">Previous slide</span>
      </button>
      <button
        type="button"
        className={styles.controlButton}
        style={buttonStyle}
        aria-controls={controls}
        onClick={onNext}
      >
        <CarouselIcon name="next" />
        <span className="visually-hidden">Next slide</span>
      </button>
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
      aria-label="Choose a slide"
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
          <span className="visually-hidden">{`Slide ${index + 1}`}</span>
        </button>
      ))}
    </div>
  );
}
