import type { ToastVariant } from './toastTypes';

const PATHS: Record<ToastVariant | 'close', readonly string[]> = {
  info: ['M12 16v-4', 'M12 8h.01'],
  success: ['m8.5 12 2.5 2.5 4.5-5'],
  warning: ['M12 9v4', 'M12 17h.01'],
  error: ['m15 9-6 6', 'm9 9 6 6'],
  close: ['M18 6 6 18', 'm6 6 12 12'],
};

const CIRCLE = 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z';
const TRIANGLE = 'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z';

/** Decorative: the variant is also spoken as text next to it. */
export function ToastIcon({
  name,
  className,
}: {
  name: ToastVariant | 'close';
  className?: string;
}) {
  const outline = name === 'close' ? [] : [name === 'warning' ? TRIANGLE : CIRCLE];
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {[...outline, ...PATHS[name]].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
