import { contractOf } from '../shared/blocks/catalog';
import { missingRequiredProp } from '../shared/blocks/contract';
import type { ViewNode } from '../shared/viewSchema';

/** `a textBlock needs text`, `an image needs imageInfo or url`. */
function needs(type: string, names: readonly string[]): string {
  const article = /^[aeiou]/i.test(type) ? 'an' : 'a';
  return `${article} ${type} block needs ${names.join(' or ')}`;
}

/**
 * Why a node cannot be shown: a prop its block requires is missing or blank (a text block with
 * no text, an image with no image), or `undefined`. A `{!…}` binding counts as a value.
 */
export function requiredPropProblem(node: ViewNode): string | undefined {
  const missing = missingRequiredProp(contractOf(node.type), node.props ?? {});
  return missing && `${needs(node.type, missing.anyOf)}; without it ${missing.without}`;
}
