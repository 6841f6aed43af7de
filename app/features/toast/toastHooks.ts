import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { ToastRootState } from './toastSlice';

// Typed against the toast slice alone, so the feature works in any store that mounts it
// (the site's, a test's) without depending on the whole RootState.
type ToastDispatch = ThunkDispatch<ToastRootState, unknown, UnknownAction>;
export const useToastDispatch = useDispatch.withTypes<ToastDispatch>();
export const useToastSelector = useSelector.withTypes<ToastRootState>();
