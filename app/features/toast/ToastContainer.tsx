import { useEffect } from 'react';
import { Toast } from './Toast';
import styles from './ToastContainer.module.css';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { selectShownToasts, selectToastConfig, toastConfigured } from './toastSlice';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../shared/useMediaQuery';
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

/**
 * Where toasts appear. Mount it once, near the root, and keep it mounted: it is always in the
 * page, so the first toast is announced like the others. A second container renders nothing
 * (and warns) while the first is mounted. It never moves focus to a toast.
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

  useEffect(() => {
    if (inCharge) dispatch(toastConfigured({ maxToasts, containerPosition, toastPosition }));
  }, [dispatch, inCharge, maxToasts, containerPosition, toastPosition]);

  if (!inCharge) return null;
  const still = reducedMotion ?? prefersReducedMotion;
  return (
    <div
      className={styles.container}
      data-container-position={config.containerPosition}
      data-toast-position={config.toastPosition}
    >
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} reducedMotion={still} />
      ))}
    </div>
  );
}
