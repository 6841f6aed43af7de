import type { FlagField as FlagFieldSpec } from '../../../shared/blocks/fields';
import { FieldFrame } from '../FieldFrame';
import type { FieldProps } from '../fieldProps';
import { readFlag } from '../fieldValues';

/**
 * On or off. Left out, the block's default shows; a flag held as the builder's text
 * (`"true"`/`"false"`) is written back as text, a boolean as a boolean.
 */
export function FlagField({ field, value, problems, onChange }: FieldProps<FlagFieldSpec>) {
  return (
    <FieldFrame field={field} problems={problems} layout="inline">
      {(control) => (
        <input
          {...control}
          type="checkbox"
          checked={readFlag(value) ?? field.default}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            onChange(typeof value === 'string' ? String(on) : on);
          }}
        />
      )}
    </FieldFrame>
  );
}
