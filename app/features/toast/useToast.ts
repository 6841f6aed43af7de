import { useCallback } from 'react';
import { showToast } from './showToast';
import { useAppDispatch } from '../../state/hooks';
import type { ToastConfig } from './toastTypes';

/**
 * `const showToast = useToast(); showToast({ label: 'Saved', variant: 'success' })`.
 * Returns the toast's id, or `null` when the config was rejected (see the console).
 */
export function useToast(): (config: ToastConfig) => string | null {
  const dispatch = useAppDispatch();
  return useCallback((config: ToastConfig) => dispatch(showToast(config)), [dispatch]);
}
