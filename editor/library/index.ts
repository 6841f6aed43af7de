// The document picker: the dialog the image and content libraries each offer their documents in.
export { DocumentPicker } from './DocumentPicker';
