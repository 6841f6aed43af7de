/**
 * The fields a page editor shows for a block, derived from its contract: every prop gets the field
 * its spec calls for, so a block added to the contracts gets a properties panel with no editor
 * code. What a contract cannot say (labels, help, order, units, what to keep out of sight) is a
 * block's field metadata, `<type>.fields.ts` beside its contract, which public pages never load.
 */
import { z } from 'zod/mini';
import { COPY, type BlockContract, type FLAG, type NUMBER, type OBJECT } from './contract';
import { isOptionRule, type OptionRule } from './options';

interface FieldBase {
  /** The prop the field edits. */
  prop: string;
  /** The field's label: the metadata's, else the prop name in words (`Heading tag`). */
  label: string;
  /** One or two sentences for the author, shown under the field. */
  help: string | undefined;
  /** Shown apart, under "Advanced", after the other fields. */
  advanced: boolean;
}

/** Text that is not translated (`TEXT`: a url, a colour, a binding). */
export interface TextField extends FieldBase {
  kind: 'text';
  /** Edited over several lines. */
  multiline: boolean;
}

/** Words a visitor reads (`COPY`). */
export interface CopyField extends FieldBase {
  kind: 'copy';
  /** Edited over several lines (a paragraph). */
  multiline: boolean;
  /**
   * The flag prop that, on, makes this copy rich text (HTML the site sanitises), edited in the
   * rich-text editor; `undefined`: always plain text.
   */
  richWhen: string | undefined;
}

/** One of an option rule's values; left out, the block uses its default. */
export interface ChoiceField extends FieldBase {
  kind: 'choice';
  options: readonly string[];
  /** What the block uses when the prop is left out (or outside `options`): the rule's fallback. */
  default: OptionRule['fallback'];
  match: OptionRule['match'];
}

/** A number (`NUMBER`), or numeric text the block reads as one. */
export interface NumberField extends FieldBase {
  kind: 'number';
  /** The unit the block reads the number in (`px`, `%`). */
  unit: string | undefined;
  /** What the block uses when the prop is left out. */
  default: number | undefined;
  /** The smallest and largest value the block takes (others take the default). */
  min: number | undefined;
  max: number | undefined;
}

/** On or off (`FLAG`): a boolean, or the builder's text `"true"`/`"false"`. */
export interface FlagField extends FieldBase {
  kind: 'flag';
  /** Whether the block treats the prop as on when it is left out. */
  default: boolean;
}

/** An object or a list (`OBJECT`, `LIST`), edited as JSON until a dedicated editor exists. */
export interface JsonField extends FieldBase {
  kind: 'json';
  /** What the JSON must be: an object, a list (or `LIST`'s comma-joined text), or any value. */
  shape: 'object' | 'list' | 'any';
  /**
   * Whether the prop may hold text: its JSON as text (as the page builder stores it), a binding,
   * a list's comma-joined text.
   */
  takesText: boolean;
}

/** A link (`TEXT`): a page of the site, a web address, a section, `mailto:` or `tel:`. */
export interface LinkField extends FieldBase {
  kind: 'link';
}

/**
 * A target (`OBJECT`): where a button goes, a link (as a link field takes it) or a page reference
 * object of the SDK's link helper, whose types and attributes it offers.
 */
export interface TargetField extends FieldBase {
  kind: 'target';
}

/**
 * A site image (`OBJECT`): chosen from the image library as the block reads it,
 * `{!cmsMedia.<contentKey>}`, or written as image info JSON.
 */
export interface ImageField extends FieldBase {
  kind: 'image';
  /** Whether the prop may hold text (the binding, or its JSON as text). */
  takesText: boolean;
}

/** The managed-content types a content reference may name, as a document's `contentType` says. */
type ContentTypeName = 'sfdc_cms__news' | 'sfdc_cms__cmsManualCollection';

/**
 * A reference to a managed-content document (`TEXT`): its content key (or managed content id),
 * as the block reads it, chosen from the documents of `types`.
 */
export interface ContentField extends FieldBase {
  kind: 'content';
  /** The document types the prop takes. */
  types: readonly ContentTypeName[];
  /** Whether the prop may be left out (the block has what it needs without it). */
  optional: boolean;
}

/** A section's column layout (`sectionConfig`): the columns' widths out of 12. */
export interface ColumnsField extends FieldBase {
  kind: 'columns';
  /** The widths the block lays out when the prop is left out. */
  defaultWidths: readonly number[];
}

export type Field =
  | TextField
  | CopyField
  | ChoiceField
  | NumberField
  | FlagField
  | JsonField
  | ImageField
  | LinkField
  | TargetField
  | ContentField
  | ColumnsField;

/**
 * What a block's metadata may say of one prop; each spec takes the keys that apply to it.
 * @internal Exported for its tests.
 */
export interface FieldMetadata {
  label?: string;
  help?: string;
  /** Not shown: the platform or another field sets it. */
  hidden?: true;
  /** Shown under "Advanced". */
  advanced?: true;
  /** Text edited over several lines. */
  multiline?: true;
  /** Copy that is rich text (HTML) while this flag prop of the block is on. */
  richWhen?: string;
  /** A number's unit. */
  unit?: string;
  /** A number's or a flag's value when the prop is left out (what the block's parse uses). */
  default?: number | boolean;
  min?: number;
  max?: number;
  /**
   * An editor other than the spec's: `text` for an `OBJECT` the block also reads as plain text
   * (a url or a page reference), `image` for a site image, `link` for text that is a link,
   * `target` for an `OBJECT` that holds a link or a page reference,
   * `columns` for a section's column config, `content` for text that names a managed-content
   * document.
   */
  editor?: 'text' | 'image' | 'link' | 'target' | 'columns' | 'content';
  /** With `editor: 'content'`, the document types the prop takes. */
  types?: readonly ContentTypeName[];
  /** With `editor: 'columns'`, the widths the block lays out when the prop is left out. */
  defaultWidths?: readonly number[];
}

type Common = 'label' | 'help' | 'hidden' | 'advanced';
type ChoiceMetadata = Pick<FieldMetadata, Common>;
type FlagMetadata = Pick<FieldMetadata, Common> & { default?: boolean };
type NumberMetadata = Pick<FieldMetadata, Common | 'unit' | 'min' | 'max'> & { default?: number };
type ObjectMetadata = Pick<FieldMetadata, Common> &
  (
    | { editor?: 'text' | 'image' | 'target' }
    | { editor: 'columns'; defaultWidths: readonly number[] }
  );
type StringMetadata<Props> = Pick<FieldMetadata, Common | 'multiline'> & {
  richWhen?: FlagProp<Props>;
} & (
    | {
        /** `link` for text that is a link, edited with its kind. */
        editor?: 'link';
      }
    | {
        /** `content` for the key of a document of `types`, chosen from the documents. */
        editor: 'content';
        types: readonly [ContentTypeName, ...ContentTypeName[]];
      }
  );

/** The props of a contract that are flags. */
type FlagProp<Props> = {
  [K in keyof Props & string]: Props[K] extends typeof FLAG ? K : never;
}[keyof Props & string];

/** The metadata a prop of spec `S` takes, in a block of props `Props`. */
type MetadataOf<S, Props> = S extends OptionRule
  ? ChoiceMetadata
  : S extends typeof FLAG
    ? FlagMetadata
    : S extends typeof NUMBER
      ? NumberMetadata
      : S extends typeof OBJECT
        ? ObjectMetadata
        : S extends z.ZodMiniString
          ? StringMetadata<Props>
          : FieldMetadata;

/** A block's field metadata: what its contract cannot say about its props' fields. */
export interface BlockFields {
  /** The block type, as its contract names it. */
  type: string;
  /** The props shown first, in this order; the others follow in the contract's order. */
  order?: readonly string[];
  props?: Readonly<Record<string, FieldMetadata | undefined>>;
}

/** What `defineFields` takes: `BlockFields` checked against a contract's props and their specs. */
interface FieldsDeclaration<Props> {
  order?: readonly (keyof Props & string)[];
  props?: { readonly [K in keyof Props]?: MetadataOf<Props[K], Props> };
}

/** Declares a block's field metadata, checked against its contract's props. */
export function defineFields<const C extends BlockContract>(
  contract: C,
  fields: FieldsDeclaration<C['props']>,
): BlockFields {
  return { type: contract.type, ...fields };
}

/** The option rule a choice field edits, to match and fall back as the block does. */
export function ruleOf(field: ChoiceField): OptionRule {
  return { options: field.options, fallback: field.default, match: field.match };
}

/** A prop name in words: `headingTag` is "Heading tag", `sfdcID` "Sfdc ID".
 * @internal Exported for its tests.
 */
export function labelOf(prop: string): string {
  const words = prop
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter((word) => word !== '')
    .map((word) => (/^[A-Z\d]{2,}$/.test(word) ? word : word.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

type ValueKind = 'text' | 'number' | 'flag' | 'object' | 'list' | 'any';

/** Of a union's members, the kind that says most: numeric text is still a number. */
const UNION_PRECEDENCE: readonly ValueKind[] = ['flag', 'number', 'object', 'list', 'text'];

/** Whether a prop's schema takes text (alone or as one member of a union). */
function takesText(schema: z.core.$ZodType): boolean {
  if (schema instanceof z.core.$ZodString) return true;
  if (schema instanceof z.core.$ZodUnion) return schema._zod.def.options.some(takesText);
  if (schema instanceof z.core.$ZodOptional || schema instanceof z.core.$ZodNullable) {
    return takesText(schema._zod.def.innerType);
  }
  return false;
}

/** The kind of value a prop's schema takes, from the schema itself. */
function valueKindOf(schema: z.core.$ZodType): ValueKind {
  if (schema instanceof z.core.$ZodString) return 'text';
  if (schema instanceof z.core.$ZodNumber) return 'number';
  if (schema instanceof z.core.$ZodBoolean) return 'flag';
  if (schema instanceof z.core.$ZodRecord || schema instanceof z.core.$ZodObject) return 'object';
  if (schema instanceof z.core.$ZodArray || schema instanceof z.core.$ZodTuple) return 'list';
  if (
    schema instanceof z.core.$ZodOptional ||
    schema instanceof z.core.$ZodNullable ||
    schema instanceof z.core.$ZodDefault
  ) {
    return valueKindOf(schema._zod.def.innerType);
  }
  if (schema instanceof z.core.$ZodUnion) {
    const kinds = schema._zod.def.options.map(valueKindOf);
    return UNION_PRECEDENCE.find((kind) => kinds.includes(kind)) ?? 'any';
  }
  return 'any';
}

function fieldOf(
  prop: string,
  spec: OptionRule | z.ZodMiniType,
  about: FieldMetadata,
  required: boolean,
): Field {
  const base: FieldBase = {
    prop,
    label: about.label ?? labelOf(prop),
    help: about.help,
    advanced: about.advanced === true,
  };
  if (isOptionRule(spec)) {
    return {
      ...base,
      kind: 'choice',
      options: spec.options,
      default: spec.fallback,
      match: spec.match,
    };
  }
  if (about.editor === 'columns') {
    return { ...base, kind: 'columns', defaultWidths: about.defaultWidths ?? [12] };
  }
  if (about.editor === 'link') return { ...base, kind: 'link' };
  if (about.editor === 'target') return { ...base, kind: 'target' };
  if (about.editor === 'content') {
    return { ...base, kind: 'content', types: about.types ?? [], optional: !required };
  }
  if (about.editor === 'image') return { ...base, kind: 'image', takesText: takesText(spec) };
  const multiline = about.multiline === true;
  if (spec === COPY) return { ...base, kind: 'copy', multiline, richWhen: about.richWhen };
  if (about.editor === 'text') return { ...base, kind: 'text', multiline };
  const kind = valueKindOf(spec);
  switch (kind) {
    case 'text':
      return { ...base, kind: 'text', multiline };
    case 'number':
      return {
        ...base,
        kind: 'number',
        unit: about.unit,
        default: typeof about.default === 'number' ? about.default : undefined,
        min: about.min,
        max: about.max,
      };
    case 'flag':
      return { ...base, kind: 'flag', default: about.default === true };
    case 'object':
    case 'list':
    case 'any':
      return { ...base, kind: 'json', shape: kind, takesText: takesText(spec) };
  }
}

/**
 * Every shown prop's field, derived from its spec: an option rule is a `choice`, `COPY` is
 * `copy`, other text `text`, `NUMBER` a `number`, `FLAG` a `flag`, `OBJECT` and `LIST` (and any
 * schema the editor has no field for) `json`. The metadata's `order` comes first, then the
 * contract's order; its hidden props are left out. Without metadata, every prop is a field.
 */
export function fieldsOf(contract: BlockContract, metadata?: BlockFields): Field[] {
  const about = metadata?.props ?? {};
  const first = (metadata?.order ?? []).filter((prop) => prop in contract.props);
  const names = [...new Set([...first, ...Object.keys(contract.props)])];
  // A prop is required when it alone supplies what the block cannot render without.
  const anyOf = contract.required?.anyOf ?? [];
  const required = (prop: string) => anyOf.length === 1 && anyOf[0] === prop;
  return names.flatMap((prop) => {
    const spec = contract.props[prop];
    const said = about[prop] ?? {};
    return spec === undefined || said.hidden ? [] : [fieldOf(prop, spec, said, required(prop))];
  });
}
