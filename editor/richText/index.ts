// The rich-text editor: ProseMirror over the site sanitiser's allow list, for the properties
// panel and any other part of the editor that edits rich text.
export { RichTextEditor } from './RichTextEditor';
export type { RichTextPicture } from './RichTextEditor';
