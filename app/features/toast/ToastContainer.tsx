import { useEffect, useRef } from 'react';
import { Toast } from './Toast';
import styles from './ToastContainer.module.css';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import {
  selectShownToasts,
  selectToastConfig,
  toastConfigured,
  toastCloseRequested,
} from './toastSlice';
import { useOverlay } from '../../ui/overlay/useOverlay';
import { type OverlayKeyEvent } from '../../ui/overlay/overlayStack';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../ui/useMediaQuery';
import { useSingleContainer } from './useSingleContainer';

export interface ToastContainerProps {
  /** Toasts shown at once; the rest wait. Numeric text accepted; at least 1; invalid gives 3. Default 3. */
  maxToasts?: number | string;
  /** `fixed` (to the viewport) or `absolute` (to the nearest positioned ancestor). Default `fixed`. */
  containerPosition?: string;
  /** `top` or `bottom` with `-left`, `-center` or `-right`. Default `top-center`. */
  toastPosition?: string;
  /**
   * Overrides the visitor's `prefers-reduced-motion` setting (read through `useMediaQuery`);
   * when true there is no fade and a closed toast is removed at once. Default: the media query.
   */
  reducedMotion?: boolean;
}

/** The id of the shown (not closing) toast the key press came from, if any. */
function toastHoldingFocus(region: HTMLElement | null, event: OverlayKeyEvent): string | null {
  const { target } = event;
  if (!region || !(target instanceof Element) || !region.contains(target)) return null;
  const toast = target.closest<HTMLElement>('[data-toast-id]');
  return toast?.dataset.status === 'shown' ? (toast.dataset.toastId ?? null) : null;
}

/**
 * Where toasts appear. Mount it once, near the root, and keep it mounted: it is always in the
 * page, so the first toast is announced like the others. A second container renders nothing
 * (and warns) while the first is mounted. It never moves focus to a toast.
 *
 * While it shows a toast it is on the overlay stack (toast layer, z-index 10000 and up): Escape
 * closes the toast holding focus, unless an overlay above it (a tooltip on a toast's Close
 * button) takes that Escape first.
 */
export function ToastContainer({
  maxToasts,
  containerPosition,
  toastPosition,
  reducedMotion,
}: ToastContainerProps) {
  const dispatch = useAppDispatch();
  const inCharge = useSingleContainer();
  const prefersReducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const config = useAppSelector(selectToastConfig);
  const toasts = useAppSelector(selectShownToasts);
  const region = useRef<HTMLDivElement>(null);
  const zIndex = useOverlay(inCharge && toasts.length > 0, 'toast', (event) => {
    const id = toastHoldingFocus(region.current, event);
    if (id !== null) dispatch(toastCloseRequested({ id }));
    return id !== null;
  });

  useEffect(() => {
    if (inCharge) dispatch(toastConfigured({ maxToasts, containerPosition, toastPosition }));
  }, [dispatch, inCharge, maxToasts, containerPosition, toastPosition]);

  if (!inCharge) return null;
  const still = reducedMotion ?? prefersReducedMotion;
  return (
    <div
      ref={region}
      className={styles.container}
      style={{ zIndex }}
      data-container-position={config.containerPosition}
      data-toast-position={config.toastPosition}
    >
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} reducedMotion={still} />
      ))}
    </div>
  );
}
