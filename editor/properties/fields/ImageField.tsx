import { useEffect, useId, useState } from 'react';
import type { ImageField as ImageFieldSpec } from '../../../shared/blocks/fields';
import {
  ImagePicker,
  imageReference,
  referencedImage,
  useImageLibrary,
  type LibraryImage,
} from '../../images';
import type { FieldProps } from '../fieldProps';
import styles from '../PropertiesPanel.module.css';
import { JsonField } from './JsonField';

/** The library's image `contentKey` names, once read (`null`: the library has none of that key). */
function useChosenImage(contentKey: string | undefined): LibraryImage | null | undefined {
  const library = useImageLibrary();
  const [found, setFound] = useState<{ key: string; image: LibraryImage | null }>();
  useEffect(() => {
    if (!library || contentKey === undefined) return;
    let current = true;
    library.search(contentKey).then(
      (images) => {
        const image = images.find((each) => each.contentKey === contentKey) ?? null;
        if (current) setFound({ key: contentKey, image });
      },
      () => {
        if (current) setFound({ key: contentKey, image: null });
      },
    );
    return () => {
      current = false;
    };
  }, [library, contentKey]);
  return found !== undefined && found.key === contentKey ? found.image : undefined;
}

/**
 * A site image: the reference as the block reads it (`{!cmsMedia.<contentKey>}`, or image info
 * as JSON) in a field of its own, and "Choose image", a picker over the image library that
 * writes the reference. The chosen image is shown small, with its title and alt text.
 */
export function ImageField({ field, value, problems, onChange }: FieldProps<ImageFieldSpec>) {
  const id = useId();
  const library = useImageLibrary();
  const [picking, setPicking] = useState(false);
  const contentKey = referencedImage(value);
  const chosen = useChosenImage(contentKey);
  return (
    <div className={styles.imageField}>
      <JsonField
        field={{ ...field, kind: 'json', shape: 'object' }}
        value={value}
        problems={problems}
        onChange={onChange}
      />
      {library && (
        <div className={styles.imageChoice}>
          {contentKey !== undefined && (
            <p id={`${id}-chosen`} className={styles.help}>
              {chosen === undefined
                ? `Image ${contentKey}`
                : chosen === null
                  ? `No image ${contentKey} in the library.`
                  : `${chosen.title}: ${chosen.altText === '' ? 'no alt text' : chosen.altText}`}
            </p>
          )}
          {contentKey !== undefined && chosen && (
            <img src={library.srcOf(contentKey)} alt="" className={styles.imagePreview} />
          )}
          <button
            type="button"
            aria-describedby={contentKey !== undefined ? `${id}-chosen` : undefined}
            onClick={() => {
              setPicking(true);
            }}
          >
            Choose image for {field.label}
          </button>
          <ImagePicker
            library={library}
            open={picking}
            purpose={field.label}
            onChoose={(image) => {
              setPicking(false);
              onChange(imageReference(image.contentKey));
            }}
            onClose={() => {
              setPicking(false);
            }}
          />
        </div>
      )}
    </div>
  );
}
