import { useId, type CSSProperties } from 'react';
import { useCarouselDispatch } from './carouselHooks';
import {
  nextRequested,
  previousRequested,
  rotationToggled,
  slideRequested,
  swiped,
} from './carouselSlice';
import type { CarouselEntry } from './carouselTypes';
import { ArrowButtons, CarouselPagination, RotationButton } from './CarouselControls';
import { CarouselSlide } from './CarouselSlide';
import styles from './ContentCarousel.module.css';
import { buttonCss } from './slideCss';
import { useCarouselPause } from './useCarouselPause';
import { useSwipe } from './useSwipe';

export interface CarouselViewProps {
  carouselId: string;
  carouselName: string;
  entry: CarouselEntry;
}

/** A loaded carousel with at least one slide (the WAI-ARIA carousel pattern, DESIGN section 6). */
export function CarouselView({ carouselId, carouselName, entry }: CarouselViewProps) {
  const dispatch = useCarouselDispatch();
  const baseId = useId();
  const pause = useCarouselPause(carouselId);
  const swipe = useSwipe((dx, windowWidth) => {
    dispatch(swiped({ carouselId, dx, windowWidth }));
  });
  const { slides, activeIndex, rotation } = entry;
  const hasControls = slides.length > 1;
  const trackId = `${baseId}-slides`;
  const slideIds = slides.map((_, index) => `${baseId}-slide-${index + 1}`);
  const target = { carouselId };
  const trackStyle = { '--carousel-index': activeIndex } as CSSProperties;
  const activeRadius = entry.styles[activeIndex]?.slideBorderRadius;
  const carouselStyle = (
    activeRadius ? { '--carousel-radius': activeRadius } : {}
  ) as CSSProperties;

  return (
    <section
      className={styles.carousel}
      style={carouselStyle}
      aria-roledescription="carousel"
      aria-label={carouselName.trim() || 'Slides'}
      {...pause}
    >
      {hasControls ? (
        <div className={styles.toolbar}>
          <RotationButton
            rotating={rotation === 'rotating'}
            onToggle={() => dispatch(rotationToggled(target))}
          />
          <ArrowButtons
            controls={trackId}
            buttonStyle={buttonCss(entry.styles[activeIndex]?.directionalButtonsStyle)}
            onPrevious={() => dispatch(previousRequested(target))}
            onNext={() => dispatch(nextRequested(target))}
          />
        </div>
      ) : null}
      <div className={styles.viewport} {...(hasControls ? swipe : {})}>
        <div
          id={trackId}
          className={styles.track}
          style={trackStyle}
          data-reduced-motion={entry.reducedMotion ? 'true' : undefined}
          aria-live={rotation === 'rotating' && hasControls ? 'off' : 'polite'}
        >
          {slides.map((slide, index) => (
            <CarouselSlide
              key={slideIds[index]}
              id={slideIds[index] ?? ''}
              slide={slide}
              index={index}
              total={slides.length}
              active={index === activeIndex}
              customStyle={entry.styles[index]}
            />
          ))}
        </div>
      </div>
      {hasControls ? (
        <CarouselPagination
          slideIds={slideIds}
          activeIndex={activeIndex}
          onSelect={(index) => dispatch(slideRequested({ carouselId, index }))}
        />
      ) : null}
    </section>
  );
}
