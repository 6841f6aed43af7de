import { isRejected, type Dispatch, type UnknownAction } from '@reduxjs/toolkit';
import { isCancellation, rejectionSource, type RejectedActionLike } from './rejectionSource';
import { dataErrorRaised } from './toastSlice';

/** An async thunk (its `rejected` creator is used) or any action matcher. */
type DataErrorMatcher =
  { rejected: { match: (action: unknown) => boolean } } | ((action: UnknownAction) => boolean);

export interface DataErrorToastOptions {
  /** The data loads whose failures the visitor is told about, e.g. `[loadSlides, loadGridPage]`. */
  matchers: readonly DataErrorMatcher[];
  /** The toast's sentence; default `DATA_ERROR_MESSAGE`. Never put raw error text here. */
  message?: string;
}

/**
 * The slice of RTK's `startListening` this feature uses (its `predicate` overload). Pass
 * `listenerMiddleware.startListening` or a `.withTypes<…>()` version of it.
 */
export type StartDataErrorListening = (options: {
  predicate: (action: UnknownAction) => boolean;
  effect: (action: UnknownAction, api: { dispatch: Dispatch }) => void;
}) => () => void;

function matches(matcher: DataErrorMatcher, action: UnknownAction): boolean {
  // An async thunk is a function too (its action creator): calling it would return a thunk,
  // which is truthy, and every rejection would match. Look for `rejected` first.
  return 'rejected' in matcher ? matcher.rejected.match(action) : matcher(action);
}

/**
 * Shows one error toast per failing data source per page load (the slice dedupes by source, so
 * a retry that fails again, or many blocks reading the same data, never floods the screen).
 * Aborted and condition-cancelled thunks are ignored. The toast is `dismissible` (auto-closes
 * after 4800 ms, paused while hovered or focused): the failure does not block the page, and the
 * block itself keeps showing its fallback, so nothing is lost when the toast goes.
 *
 * @returns the listener's unsubscribe function.
 */
export function startDataErrorToasts(
  startListening: StartDataErrorListening,
  options: DataErrorToastOptions,
): () => void {
  const { matchers, message } = options;
  return startListening({
    predicate: (action) =>
      isRejected(action) &&
      !isCancellation(action) &&
      matchers.some((matcher) => matches(matcher, action)),
    effect: (action, { dispatch }) => {
      dispatch(dataErrorRaised(rejectionSource(action as RejectedActionLike), message));
    },
  });
}
