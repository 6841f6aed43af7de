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

/** Inline style of a title or excerpt; the font size is in rem. */
export function textCss(style: TextStyle | undefined): CSSProperties {
  return defined({
    fontSize: style?.fontSize === undefined ? undefined : `${style.fontSize}rem`,
    fontWeight: style?.fontWeight,
    color: style?.color,
  });
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
