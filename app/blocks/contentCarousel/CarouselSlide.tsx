import { useCallback, useState } from 'react';
import { useMessages } from '../../i18n/useMessages';
import type { Slide, SlideStyle } from './carouselTypes';
import styles from './CarouselSlide.module.css';
import { buttonCss, slideCardCss, textCss } from './slideCss';

/** Intrinsic size reserved for a slide picture (16:10), in px. */
const IMAGE_WIDTH = 960;
const IMAGE_HEIGHT = 600;
const IMAGE_SIZES = '(max-width: 47.9375em) 100vw, 50vw';

export interface CarouselSlideProps {
  id: string;
  slide: Slide;
  /** 0-based position. */
  index: number;
  total: number;
  active: boolean;
  customStyle: SlideStyle | undefined;
}

type ImageState = 'loading' | 'loaded' | 'failed';

/** One slide: picture, title (h3, under the section's h2), excerpt and call to action. */
export function CarouselSlide({
  id,
  slide,
  index,
  total,
  active,
  customStyle,
}: CarouselSlideProps) {
  const t = useMessages();
  const [imageState, setImageState] = useState<ImageState>('loading');
  // A server-rendered image may have settled before the carousel was hydrated: its load or
  // error event is then gone, so its state is read once it is attached.
  const noticeSettledImage = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete) setImageState(image.naturalWidth > 0 ? 'loaded' : 'failed');
  }, []);
  return (
    <div
      id={id}
      role="group"
      aria-roledescription={t('slideRole')}
      aria-label={t('slidePosition', { position: index + 1, total })}
      aria-hidden={active ? undefined : true}
      inert={!active}
      className={styles.slide}
    >
      {/* The document's words carry its language; the call to action's label is the page's. */}
      <div className={styles.card} style={slideCardCss(customStyle)}>
        <div className={styles.media} data-state={slide.imageUrl ? imageState : 'failed'}>
          {slide.imageUrl && imageState !== 'failed' ? (
            <img
              className={styles.image}
              src={slide.imageUrl}
              srcSet={slide.imageSrcSet ?? undefined}
              sizes={slide.imageSrcSet ? IMAGE_SIZES : undefined}
              alt={slide.imageAlt}
              lang={slide.lang}
              width={IMAGE_WIDTH}
              height={IMAGE_HEIGHT}
              loading="lazy"
              decoding="async"
              ref={noticeSettledImage}
              onLoad={() => {
                setImageState('loaded');
              }}
              onError={() => {
                setImageState('failed');
              }}
            />
          ) : null}
        </div>
        <div className={styles.body}>
          <h3 className={styles.title} style={textCss(customStyle?.titleStyle)} lang={slide.lang}>
            {slide.title}
          </h3>
          {slide.excerpt ? (
            <p
              className={styles.excerpt}
              style={textCss(customStyle?.excerptStyle)}
              lang={slide.lang}
            >
              {slide.excerpt}
            </p>
          ) : null}
          <a
            className={styles.cta}
            href={slide.ctaUrl}
            style={buttonCss(customStyle?.callToActionButton)}
          >
            {slide.ctaLabel}
            {/* "Learn More" alone does not say where it leads; the title does. */}
            <span className="visually-hidden" lang={slide.lang}>
              : {slide.title}
            </span>
          </a>
        </div>
      </div>
    </div>
  );
}
