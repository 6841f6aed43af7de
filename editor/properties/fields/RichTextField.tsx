import { lazy, Suspense, useRef, useState } from 'react';
import type { CopyField } from '../../../shared/blocks/fields';
import {
  ImagePicker,
  richTextImageSrc,
  useImageLibrary,
  type ImageLibrary,
  type LibraryImage,
} from '../../images';
import type { RichTextPicture } from '../../richText';
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
  const library = useImageLibrary();
  const picture = usePicturePicker(library, field.label);
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
            pickPicture={picture?.pick}
          />
          {picture?.dialog}
        </Suspense>
      )}
    </FieldFrame>
  );
}

/**
 * The image library's picker as the rich-text editor asks for a picture: `pick` opens it and
 * resolves to the picture chosen, or `undefined` once it closes with none.
 */
function usePicturePicker(library: ImageLibrary | undefined, label: string) {
  const [open, setOpen] = useState(false);
  const pending = useRef<((picture: RichTextPicture | undefined) => void) | undefined>(undefined);
  if (!library) return undefined;
  const settle = (picture: RichTextPicture | undefined) => {
    const resolve = pending.current;
    pending.current = undefined;
    setOpen(false);
    resolve?.(picture);
  };
  const pick = () =>
    new Promise<RichTextPicture | undefined>((resolve) => {
      pending.current?.(undefined);
      pending.current = resolve;
      setOpen(true);
    });
  const dialog = (
    <ImagePicker
      library={library}
      open={open}
      purpose={`a picture in ${label}`}
      onChoose={(image: LibraryImage) => {
        settle({ src: richTextImageSrc(image.contentKey), alt: image.altText });
      }}
      onClose={() => {
        settle(undefined);
      }}
    />
  );
  return { pick, dialog };
}
