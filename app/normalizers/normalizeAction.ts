import { pickOption } from './pickOption';

export const ACTIONS = ['inline', 'redirect'] as const;
export type Action = (typeof ACTIONS)[number];

/** `inline` or `redirect`, matched case-sensitively (`Redirect` is not accepted); else `inline`. */
export function normalizeAction(value: unknown, fallback: Action = 'inline'): Action {
  return pickOption(value, ACTIONS, fallback);
}
