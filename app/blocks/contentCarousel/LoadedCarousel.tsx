import { useId, type CSSProperties } from 'react';
import { useMessages } from '../../i18n/useMessages';
import { useAppDispatch } from '../../state/hooks';
import {
  nextRequested,
  previousRequested,
  rotationToggled,
  shownIndex,
  slideRequested,
  swiped,
} from './carouselSlice';
import type { CarouselUiState, Slide, SlideStyle } from './carouselTypes';
import { ArrowButtons, CarouselPagination, RotationButton } from './CarouselControls';
import { CarouselSlide } from './CarouselSlide';
import styles from './ContentCarousel.module.css';
import { buttonCss } from './slideCss';
import { useCarouselPause } from './useCarouselPause';
import { useSwipe } from './useSwipe';

export interface LoadedCarouselProps {
  carouselId: string;
  /** The carousel's accessible name, in the page's language. */
  label: string;
  /** The name's language when a translation left it in another than the page's. */
  labelLang?: string | undefined;
  ui: CarouselUiState;
  slides: readonly Slide[];
  /** Ordered per-slide styles; index i styles slide i. */
  styles: readonly SlideStyle[];
}

/** A loaded carousel with at least one slide (the WAI-ARIA carousel pattern, DESIGN section 6). */
export function LoadedCarousel({
  carouselId,
  label,
  labelLang,
  ui,
  slides,
  styles: slideStyles,
}: LoadedCarouselProps) {
  const dispatch = useAppDispatch();
  const t = useMessages();
  const baseId = useId();
  const pause = useCarouselPause(carouselId);
  const slideCount = slides.length;
  const swipe = useSwipe((dx, windowWidth) => {
    dispatch(swiped({ carouselId, slideCount, dx, windowWidth }));
  });
  const { rotation } = ui;
  const activeIndex = shownIndex(ui, slideCount);
  const hasControls = slideCount > 1;
  const trackId = `${baseId}-slides`;
  const name = label.trim();
  // A name in another language than the page's is an element of its own, marked with it.
  const nameId = labelLang && name ? `${baseId}-name` : undefined;
  const slideIds = slides.map((_, index) => `${baseId}-slide-${index + 1}`);
  const target = { carouselId, slideCount };
  const trackStyle = { '--carousel-index': activeIndex } as CSSProperties;
  const activeRadius = slideStyles[activeIndex]?.slideBorderRadius;
  const carouselStyle = (
    activeRadius ? { '--carousel-radius': activeRadius } : {}
  ) as CSSProperties;

  return (
    <section
      className={styles.carousel}
      style={carouselStyle}
      aria-roledescription={t('carouselRole')}
      aria-label={nameId ? undefined : name || t('carouselFallbackName')}
      aria-labelledby={nameId}
      {...pause}
    >
      {nameId ? (
        <span id={nameId} lang={labelLang} hidden>
          {name}
        </span>
      ) : null}
      {hasControls ? (
        <div className={styles.toolbar}>
          <RotationButton
            rotating={rotation === 'rotating'}
            onToggle={() => dispatch(rotationToggled(target))}
          />
          <ArrowButtons
            controls={trackId}
            buttonStyle={buttonCss(slideStyles[activeIndex]?.directionalButtonsStyle)}
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
          data-reduced-motion={ui.reducedMotion ? 'true' : undefined}
          aria-live={rotation === 'rotating' && hasControls ? 'off' : 'polite'}
        >
          {slides.map((slide, index) => (
            <CarouselSlide
              key={slideIds[index]}
              id={slideIds[index] ?? ''}
              slide={slide}
              index={index}
              total={slideCount}
              active={index === activeIndex}
              customStyle={slideStyles[index]}
            />
          ))}
        </div>
      </div>
      {hasControls ? (
        // Without JavaScript the controls do nothing and the other slides stay out of reach: every
        // story is a link here instead (the browser shows it only then).
        <noscript>
          <ul className={styles.allStories} aria-label={t('carouselAllStories')}>
            {slides.map((slide, index) => (
              <li key={slideIds[index]}>
                <a href={slide.ctaUrl} lang={slide.lang}>
                  {slide.title}
                </a>
              </li>
            ))}
          </ul>
        </noscript>
      ) : null}
      {hasControls ? (
        <CarouselPagination
          slideIds={slideIds}
          activeIndex={activeIndex}
          onSelect={(index) => dispatch(slideRequested({ carouselId, slideCount, index }))}
        />
      ) : null}
    </section>
  );
}
