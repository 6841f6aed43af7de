import { lazy, Suspense } from 'react';
import type { CopyField } from '../../../shared/blocks/fields';
import { FieldFrame } from '../FieldFrame';
import type { FieldProps } from '../fieldProps';
import styles from '../PropertiesPanel.module.css';
import { textOf } from './TextField';

// ProseMirror and the editor over it are a chunk of their own: only a panel that shows rich text
// loads them.
const RichTextEditor = lazy(() =>
  import('../../richText').then(({ RichTextEditor: editor }) => ({ default: editor })),
);

/**
 * Copy that is rich text: the rich-text editor, named by the field's label. Each edit sets the
 * prop to the HTML the editor stores (the same change, one undo step while the author types);
 * emptied, the prop is left out.
 */
export function RichTextField({ field, value, problems, onChange }: FieldProps<CopyField>) {
  return (
    <FieldFrame field={field} problems={problems}>
      {(control, labelId) => (
        <Suspense fallback={<p className={styles.help}>Loading the rich-text editor…</p>}>
          <RichTextEditor
            id={control.id}
            aria-labelledby={labelId}
            aria-describedby={control['aria-describedby']}
            aria-invalid={control['aria-invalid']}
            value={textOf(value)}
            onChange={(html) => {
              onChange(html === '' ? undefined : html);
            }}
          />
        </Suspense>
      )}
    </FieldFrame>
  );
}
