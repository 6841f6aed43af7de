import type { CSSProperties } from 'react';
import type { ButtonStyle, SlideStyle, TextStyle } from './carouselTypes';

function defined(style: CSSProperties): CSSProperties {
  return Object.fromEntries(Object.entries(style).filter(([, value]) => value !== undefined));
}

/** Inline style of the slide card. */
export function slideCardCss(style: SlideStyle | undefined): CSSProperties {
  return defined({
    border: style?.slideBorder,
    borderRadius: style?.slideBorderRadius,
    backgroundColor: style?.slideBackgroundColor,
  });
}

/**
 * Inline style of a title or excerpt. The configured size (rem) is a custom property the
 * stylesheet reads, so on small screens the smaller of it and the small-screen size wins.
 */
export function textCss(style: TextStyle | undefined): CSSProperties {
  return defined({
    '--text-size': style?.fontSize === undefined ? undefined : `${String(style.fontSize)}rem`,
    fontWeight: style?.fontWeight,
    color: style?.color,
  } as CSSProperties);
}

/** Inline style of a call to action or a directional button. */
export function buttonCss(style: ButtonStyle | undefined): CSSProperties {
  return defined({
    border: style?.border,
    borderRadius: style?.borderRadius,
    color: style?.color,
    backgroundColor: style?.backgroundColor,
  });
}
