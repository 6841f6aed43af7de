import {
  EDITOR_CONFIG_ELEMENT_ID,
  editorConfigSchema,
  type EditorConfig,
} from '../../shared/editorConfig';

/** Reads and checks the config the server put in the editor's page; throws naming what is wrong. */
export function readEditorConfig(doc: Document): EditorConfig {
  const text = doc.getElementById(EDITOR_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) throw new Error(`editor config: no #${EDITOR_CONFIG_ELEMENT_ID} element in the page`);
  const parsed = editorConfigSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`editor config: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`);
  }
  return parsed.data;
}
