import { normalizeBoolean } from '../../normalizers/normalizeBoolean';
import { parseJsonConfig, type JsonObject } from '../../../shared/jsonConfig';
import { toInteger } from '../../normalizers/toInteger';

/** The repeater item's settings after normalising. */
export interface RepeaterItemProps {
  /** The one data record the item shows; its region reads it as `{!Item.field}`. */
  record: JsonObject | null;
  /** Position in the repeating list, from 0; default 0. */
  index: number;
  /** True in the builder's preview, where item 0 also shows the design-time template. */
  isPreview: boolean;
}

export function parseRepeaterItemProps(raw: Readonly<Record<string, unknown>>): RepeaterItemProps {
  const index = toInteger(raw.index);
  return {
    record: parseJsonConfig(raw.record) ?? null,
    index: index !== undefined && index >= 0 ? index : 0,
    isPreview: normalizeBoolean(raw.isPreview),
  };
}
