import { z } from 'zod/mini';
import { fallbackOf, isOptionRule, type HeadingTag, type OptionRule } from './options';

/**
 * A prop's declaration: an option rule (a fixed set, its default and fallback) or the schema of
 * the values an author may write. Bindings (`{!Item.field}`) are text, so every value schema
 * takes text.
 */
type PropSpec = OptionRule | z.ZodMiniType;

type PropSpecs = Readonly<Record<string, PropSpec>>;

/** Text, or a binding. */
export const TEXT = z.string();
/**
 * Words a visitor reads (a heading, a label, an alt text): text that is translated per language.
 * The same schema as `TEXT`, a value of its own so a block's copy can be told from its settings.
 */
export const COPY = z.string();
/** `true`/`false`, or the builder's text `"true"`/`"false"`. */
export const FLAG = z.union([z.boolean(), z.string()]);
/** A number, or numeric text. */
export const NUMBER = z.union([z.number(), z.string()]);
/** An object, or its JSON text as the platform's page builder stores it. */
export const OBJECT = z.union([z.record(z.string(), z.unknown()), z.string()]);
/** A list, or comma-joined text. */
export const LIST = z.union([z.array(z.unknown()), z.string()]);

/** What a block cannot render without: at least one of `anyOf` must hold a value. */
interface RequiredProp {
  anyOf: readonly [string, ...string[]];
  /** What the visitor would see without it. */
  without: string;
}

/**
 * A block as authors, the renderer and the content check know it. The component and its parse
 * live in `app/blocks/<type>/`; everything else about the block is declared here.
 */
export interface BlockContract<Type extends string = string, Props extends PropSpecs = PropSpecs> {
  /** The block's type name in view JSON, e.g. `textBlock`; also its folder in `app/blocks/`. */
  type: Type;
  /** The name site builders see (the blocks gallery, a builder's palette). */
  label: string;
  /** What the block shows, for authors. */
  description: string;
  /** Every prop the block reads. */
  props: Props;
  /** The prop the block renders nothing (or an empty box) without. */
  required?: RequiredProp;
  /**
   * True for blocks that respond to the visitor (timers, buttons, paging). A server-rendered page
   * hydrates only these in the browser; every other block stays the server's HTML.
   */
  interactive?: true;
  /** The heading the block renders as part of the page's outline (the one-h1 rule counts it). */
  heading?: (props: Readonly<Record<string, unknown>>) => HeadingTag | undefined;
}

/** Declares a block, keeping its type name and props as written. */
export function defineBlock<const Type extends string, const Props extends PropSpecs>(
  contract: BlockContract<Type, Props>,
): BlockContract<Type, Props> {
  return contract;
}

/** A block's props that hold copy (`COPY`): what a translation of a view translates. */
export function copyPropsOf(contract: BlockContract | undefined): string[] {
  return Object.entries(contract?.props ?? {}).flatMap(([prop, spec]) =>
    spec === COPY ? [prop] : [],
  );
}

/** A block prop and its rule. */
interface OptionProp extends OptionRule {
  prop: string;
}

/** A block's props that take one of a fixed set of values, each with its rule. */
export function optionPropsOf(contract: BlockContract | undefined): OptionProp[] {
  return Object.entries(contract?.props ?? {}).flatMap(([prop, spec]) =>
    isOptionRule(spec) ? [{ prop, ...spec }] : [],
  );
}

/** A prop holds a value: text that is not blank, a number, or a non-empty object. */
function hasValue(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.length > 0;
  if (value !== null && typeof value === 'object') return Object.keys(value).length > 0;
  return false;
}

/** The required prop a block's raw props leave out, or `undefined` when it has what it needs. */
export function missingRequiredProp(
  contract: BlockContract | undefined,
  props: Readonly<Record<string, unknown>>,
): RequiredProp | undefined {
  const required = contract?.required;
  return required && !required.anyOf.some((name) => hasValue(props[name])) ? required : undefined;
}

/** The schema of one prop: an option's list (with any other text allowed), or its value schema. */
function propSchema(spec: PropSpec): z.ZodMiniType {
  if (!isOptionRule(spec)) return spec;
  // Any other text is allowed: the block falls back (content:check warns) and bindings are text.
  return z.union([z.enum(spec.options), z.string()]).register(z.globalRegistry, {
    default: fallbackOf(spec),
  });
}

/**
 * A block's props as a zod/mini schema (every prop optional, others allowed), for the JSON Schema
 * an editor checks view files with and for tools that build a property panel.
 */
export function blockPropsSchema(contract: BlockContract): z.ZodMiniType {
  const shape = Object.fromEntries(
    Object.entries(contract.props).map(([name, spec]) => [name, z.optional(propSchema(spec))]),
  );
  return z.looseObject(shape);
}
