export { Tooltip } from './Tooltip';
export type { TooltipProps, TooltipTriggerProps } from './Tooltip';
export { TOOLTIP_DEBOUNCE_MS } from './useTooltip';
