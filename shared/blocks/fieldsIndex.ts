// The page editor's index of the blocks' field metadata (`<type>.fields.ts`), a line per block that
// has some. Only the editor imports it: the site's pages never load a block's fields.
import { bannerFields } from './banner.fields';
import { buttonFields } from './button.fields';
import { contractOf } from './catalog';
import { columnsFields } from './columns.fields';
import { contentCardFields } from './contentCard.fields';
import { contentCarouselFields } from './contentCarousel.fields';
import { fieldsOf, type BlockFields, type Field } from './fields';
import { imageFields } from './image.fields';
import { sectionFields } from './section.fields';
import { textBlockFields } from './textBlock.fields';

/** Every block's field metadata, by block type.
 * @internal Exported for its tests.
 */
export const BLOCK_FIELDS: ReadonlyMap<string, BlockFields> = new Map(
  [
    bannerFields,
    buttonFields,
    columnsFields,
    contentCardFields,
    contentCarouselFields,
    imageFields,
    sectionFields,
    textBlockFields,
  ].map((fields): [string, BlockFields] => [fields.type, fields]),
);

/**
 * The fields of a block type's panel: its contract's props with its metadata, or every prop with
 * its derived field when it has none; `undefined` for a type no view may place.
 */
export function fieldsOfType(type: string): Field[] | undefined {
  const contract = contractOf(type);
  return contract && fieldsOf(contract, BLOCK_FIELDS.get(type));
}
