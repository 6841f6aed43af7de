/**
 * The platform's data-provider configuration: the `sfdc*` props a data provider block carries in
 * view JSON (`sfdcExpressionKey`, `sfdcType`, `sfdcId`, `sfdcFields`, `sfdcIsPreviewMode`).
 */

/** Every object's default record type. A provider given it narrows by no record type. */
export const MASTER_RECORD_TYPE_ID = '012000000000000AAA';
/** Key prefix of record type ids (`012…`). */
export const RECORD_TYPE_ID_PREFIX = '012';
/** Prefix of managed-content type names, such as `sfdc_cms__news`. */
export const CMS_TYPE_PREFIX = 'sfdc_cms__';

export interface DataProviderConfig {
  /** `sfdcExpressionKey`: the binding context the provider's blocks read, `{!Item.title}`. */
  expressionKey: string;
  /** `sfdcType`: what the provider reads, a managed-content type or an object's name. */
  type?: string;
  /** `sfdcId`: a record type id narrowing the records; absent for the master record type. */
  recordTypeId?: string;
  /** `sfdcFields`: the only fields a record exposes to bindings; every field when absent. */
  fields?: readonly string[];
  /** `sfdcIsPreviewMode`: the builder's canvas. The provider reads nothing and binds no data. */
  isPreviewMode: boolean;
}

const EXPRESSION_KEY = /^[A-Za-z]\w*$/;
const FIELD_NAME = /^[A-Za-z][\w.]*$/;
/** A record type id: `012` and 12 more characters (15), or 15 more (18, case-safe). */
const RECORD_TYPE_ID = /^012[A-Za-z0-9]{12}(?:[A-Za-z0-9]{3})?$/;

function text(raw: unknown): string | undefined {
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
}

/** `sfdcFields` as an array or the builder's comma-joined text; invalid names are dropped. */
function readFields(raw: unknown): string[] | undefined {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  const fields = list.flatMap((field) => {
    const name = text(field);
    return name !== undefined && FIELD_NAME.test(name) ? [name] : [];
  });
  return fields.length > 0 ? fields : undefined;
}

/** A record type id other than the master one; the master id and anything else give undefined. */
function readRecordTypeId(raw: unknown): string | undefined {
  const id = text(raw);
  if (id === undefined || !id.startsWith(RECORD_TYPE_ID_PREFIX) || !RECORD_TYPE_ID.test(id)) {
    return undefined;
  }
  return id.slice(0, 15) === MASTER_RECORD_TYPE_ID.slice(0, 15) ? undefined : id;
}

/** A data provider block's `sfdc*` props, every fallback applied; never throws. */
export function readDataProvider(
  props: Readonly<Record<string, unknown>>,
  defaultExpressionKey: string,
): DataProviderConfig {
  const key = text(props.sfdcExpressionKey);
  const type = text(props.sfdcType);
  const recordTypeId = readRecordTypeId(props.sfdcId);
  const fields = readFields(props.sfdcFields);
  return {
    expressionKey: key !== undefined && EXPRESSION_KEY.test(key) ? key : defaultExpressionKey,
    isPreviewMode: props.sfdcIsPreviewMode === true || props.sfdcIsPreviewMode === 'true',
    ...(type === undefined ? {} : { type }),
    ...(recordTypeId === undefined ? {} : { recordTypeId }),
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
