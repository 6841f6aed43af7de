import { contractOf } from '../shared/blocks/catalog';
import { optionPropsOf } from '../shared/blocks/contract';
import { fallbackOf, matchOption } from '../shared/blocks/options';
import { didYouMean } from '../shared/didYouMean';
import type { ViewNode } from '../shared/viewSchema';

/** A prop value outside its block's options, and what the block shows instead. */
export interface OptionFallback {
  prop: string;
  message: string;
}

/** A value the page fills in when it renders (`{!Item.size}`): only known then. */
const isBinding = (value: unknown) => typeof value === 'string' && value.includes('{!');

/**
 * Every prop of a node set to a value its block does not offer (a layout direction `colum`, a
 * button variant `shiny`): the block then applies its fallback, named here with the allowed
 * values and the likely intended one. A prop left out takes its default and is not reported.
 */
export function optionFallbacks(node: ViewNode): OptionFallback[] {
  const props = node.props ?? {};
  const found: OptionFallback[] = [];
  for (const option of optionPropsOf(contractOf(node.type))) {
    const value = props[option.prop];
    if (value === undefined || value === null || value === '' || isBinding(value)) continue;
    if (matchOption(value, option) !== undefined) continue;
    const shown = JSON.stringify(value);
    const hint = typeof value === 'string' ? didYouMean(value.trim(), option.options) : '';
    found.push({
      prop: option.prop,
      message:
        `${shown} is not one of ${option.options.join(', ')}${hint}; ` +
        `the block uses "${fallbackOf(option, props)}"`,
    });
  }
  return found;
}
