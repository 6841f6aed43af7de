import { nanoid, type Dispatch } from '@reduxjs/toolkit';
import { parseToastConfig } from './parseToastConfig';
import { TOAST_MESSAGES } from './toastConstants';
import { toastEnqueued } from './toastSlice';

/**
 * Shows a toast, as the platform's `ShowToastEvent` + toast container do: the config is validated
 * here (so reducers stay pure), problems are logged to the console word for word and nothing is
 * queued. Returns the new toast's id, or `null` when it was rejected.
 *
 * A missing label logs the event's hint (`console.warn`) and then the container's rejection
 * (`console.error`), in that order, as on the platform.
 */
export function showToast(config: unknown) {
  return (dispatch: Dispatch): string | null => {
    const parsed = parseToastConfig(config);
    if (!parsed.ok) {
      switch (parsed.problem) {
        case 'missingConfig':
          console.error(TOAST_MESSAGES.missingConfig);
          break;
        case 'missingToast':
          console.error(TOAST_MESSAGES.missingToast);
          break;
        case 'missingLabel':
          console.warn(TOAST_MESSAGES.labelHint);
          console.error(TOAST_MESSAGES.missingProperty('label'));
          break;
      }
      return null;
    }
    const id = nanoid();
    dispatch(toastEnqueued({ id, ...parsed.toast }));
    return id;
  };
}
