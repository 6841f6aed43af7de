export { Tooltip } from './Tooltip';
export type { TooltipTriggerProps } from './Tooltip';
export { TOOLTIP_DEBOUNCE_MS } from './useTooltip';
