import type { BlockTypeName } from './blockTypeNames';

/** What a block cannot render without: at least one of `anyOf` must hold a value. */
export interface RequiredProp {
  anyOf: readonly [string, ...string[]];
  /** What the visitor would see without it. */
  without: string;
}

/**
 * The props a block shows nothing (or an empty box) without. Each block renders nothing for a
 * missing one, so a view that leaves one out is not published.
 */
export const REQUIRED_BLOCK_PROPS: Readonly<Partial<Record<BlockTypeName, RequiredProp>>> = {
  textBlock: { anyOf: ['text'], without: 'the block renders nothing' },
  button: { anyOf: ['label'], without: 'the button renders nothing' },
  image: { anyOf: ['imageInfo', 'url'], without: 'the block renders nothing' },
  contentCard: { anyOf: ['contentId', 'title'], without: 'the card is an empty box' },
  contentCarousel: { anyOf: ['contentKey'], without: 'the carousel has no slides' },
};

/** A prop holds a value: text that is not blank, a number, or a non-empty object. */
export function hasValue(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.length > 0;
  if (value !== null && typeof value === 'object') return Object.keys(value).length > 0;
  return false;
}

/** The required prop a block's raw props leave out, or `undefined` when it has what it needs. */
export function missingRequiredProp(
  type: string,
  props: Readonly<Record<string, unknown>>,
): RequiredProp | undefined {
  const required = REQUIRED_BLOCK_PROPS[type as BlockTypeName];
  return required && !required.anyOf.some((name) => hasValue(props[name])) ? required : undefined;
}
