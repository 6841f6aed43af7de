import { useRef } from 'react';
import styles from './Toast.module.css';
import { ToastIcon } from './ToastIcon';
import { ToastText } from './ToastText';
import { Tooltip } from '../../ui/tooltip/Tooltip';
import { autoCloseDelay } from './normalizeToastOptions';
import { useMessages } from '../../i18n/useMessages';
import { useAppDispatch } from '../../state/hooks';
import {
  DATA_ERROR_LABEL,
  DATA_ERROR_MESSAGE,
  toastClosed,
  toastCloseRequested,
} from './toastSlice';
import type { ShownToast } from './toastTypes';
import { useAutoClose } from './useAutoClose';
import { useRemoveAfterFade } from './useRemoveAfterFade';
import { useToastPause } from './useToastPause';

interface ToastProps {
  toast: ShownToast;
  /** No fade in or out, and removal right after close. */
  reducedMotion: boolean;
}

/** Errors and warnings interrupt (alert); info and success wait for a pause (status). */
function roleOf(toast: ShownToast): 'alert' | 'status' {
  return toast.variant === 'error' || toast.variant === 'warning' ? 'alert' : 'status';
}

/** A data-error toast (the slice's own words, not an author's): shown in the page's language. */
function isDataErrorToast(toast: ShownToast): boolean {
  return toast.label === DATA_ERROR_LABEL && toast.message === DATA_ERROR_MESSAGE;
}

export function Toast({ toast, reducedMotion }: ToastProps) {
  const dispatch = useAppDispatch();
  const t = useMessages();
  const ref = useRef<HTMLDivElement>(null);
  const closing = toast.status === 'closing';
  const { paused, handlers } = useToastPause(ref, closing);
  const requestClose = () => {
    dispatch(toastCloseRequested({ id: toast.id }));
  };

  useAutoClose({
    durationMs: autoCloseDelay(toast),
    enabled: toast.mode === 'dismissible' && !closing,
    paused,
    onElapsed: requestClose,
  });
  useRemoveAfterFade(closing, reducedMotion, () => {
    dispatch(toastClosed({ id: toast.id }));
  });

  // Spoken before the label, so the variant is not conveyed by colour and icon alone.
  const variantLabel = t(`${toast.variant}Toast`);
  const dataError = isDataErrorToast(toast);
  const label = dataError ? variantLabel : toast.label;
  const message = dataError ? t('dataErrorMessage') : toast.message;
  // "Error: Error" helps no one: the variant is only spelled out when the label does not say it.
  const sayVariant = label.trim().toLowerCase() !== variantLabel.toLowerCase();

  return (
    <div
      ref={ref}
      role={roleOf(toast)}
      className={[
        styles.toast,
        styles[toast.variant],
        closing ? styles.closing : '',
        reducedMotion ? styles.still : '',
      ].join(' ')}
      data-toast-id={toast.id}
      data-variant={toast.variant}
      data-mode={toast.mode}
      data-status={toast.status}
      {...handlers}
    >
      <ToastIcon name={toast.variant} className={styles.icon} />
      <div className={styles.body}>
        {sayVariant && <span className="visually-hidden">{variantLabel}: </span>}
        <strong className={styles.label}>
          <ToastText text={label} links={toast.labelLinks} linkClassName={styles.link} />
        </strong>
        {message !== undefined && (
          <p className={styles.message}>
            <ToastText text={message} links={toast.messageLinks} linkClassName={styles.link} />
          </p>
        )}
      </div>
      <Tooltip text={t('closeToast')} align="end">
        {(trigger) => (
          <button type="button" className={styles.close} onClick={requestClose} {...trigger}>
            <ToastIcon name="close" className={styles.closeIcon} />
            <span className="visually-hidden">{t('closeToast')}</span>
          </button>
        )}
      </Tooltip>
    </div>
  );
}
