import { normalizeBoolean } from '../normalizers/normalizeBoolean';
import { normalizeText } from '../normalizers/normalizeText';

/**
 * The platform's data-provider configuration: the `sfdc*` props a data provider block carries in
 * view JSON (`sfdcExpressionKey`, `sfdcType`, `sfdcFields`, `sfdcIsPreviewMode`). Its `sfdcId`, a
 * record type id, is not read: managed content has only the master record type, which narrows
 * nothing.
 */

/** Prefix of managed-content type names, such as `sfdc_cms__news`. */
const CMS_TYPE_PREFIX = 'sfdc_cms__';

export interface DataProviderConfig {
  /** `sfdcExpressionKey`: the binding context the provider's blocks read, `{!Item.title}`. */
  expressionKey: string;
  /** `sfdcType`: what the provider reads, a managed-content type or an object's name. */
  type?: string;
  /** `sfdcFields`: the only fields a record exposes to bindings; every field when absent. */
  fields?: readonly string[];
  /** `sfdcIsPreviewMode`: the builder's canvas. The provider reads nothing and binds no data. */
  isPreviewMode: boolean;
}

const EXPRESSION_KEY = /^[A-Za-z]\w*$/;
const FIELD_NAME = /^[A-Za-z][\w.]*$/;

/** Trimmed text, or undefined for anything else (an empty string included). */
const text = (raw: unknown): string | undefined => normalizeText(raw) || undefined;

/** `sfdcFields` as an array or the builder's comma-joined text; invalid names are dropped. */
function readFields(raw: unknown): string[] | undefined {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  const fields = list.flatMap((field) => {
    const name = text(field);
    return name !== undefined && FIELD_NAME.test(name) ? [name] : [];
  });
  return fields.length > 0 ? fields : undefined;
}

/** A data provider block's `sfdc*` props, every fallback applied; never throws. */
export function readDataProvider(
  props: Readonly<Record<string, unknown>>,
  defaultExpressionKey: string,
): DataProviderConfig {
  const key = text(props.sfdcExpressionKey);
  const type = text(props.sfdcType);
  const fields = readFields(props.sfdcFields);
  return {
    expressionKey: key !== undefined && EXPRESSION_KEY.test(key) ? key : defaultExpressionKey,
    isPreviewMode: normalizeBoolean(props.sfdcIsPreviewMode),
    ...(type === undefined ? {} : { type }),
    ...(fields === undefined ? {} : { fields }),
  };
}

/** Whether `type` names a managed-content type (`sfdc_cms__…`) rather than an object. */
export function isCmsType(type: string): boolean {
  return type.startsWith(CMS_TYPE_PREFIX) && type.length > CMS_TYPE_PREFIX.length;
}

/** The record as the provider binds it: only `fields` (dotted names keep their top field). */
export function pickFields(
  record: Readonly<Record<string, unknown>>,
  fields: readonly string[] | undefined,
): Readonly<Record<string, unknown>> {
  if (fields === undefined) return record;
  const names = new Set(fields.map((field) => field.split('.')[0] ?? field));
  return Object.fromEntries(Object.entries(record).filter(([name]) => names.has(name)));
}
