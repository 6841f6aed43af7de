/** The carousel's control glyphs; decorative, the buttons carry the names. */
export type CarouselIconName = 'previous' | 'next' | 'pause' | 'play';

const PATHS: Record<CarouselIconName, string> = {
  previous: 'M15 5 8 12l7 7',
  next: 'm9 5 7 7-7 7',
  pause: 'M9 6v12M15 6v12',
  play: 'M8 5.5v13l11-6.5z',
};

export function CarouselIcon({ name }: { name: CarouselIconName }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill={name === 'play' ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
