import { z } from 'zod/mini';

/** The element of the editor's page that holds its config (a JSON data block). */
export const EDITOR_CONFIG_ELEMENT_ID = 'editor-config';

const EDITOR_ROLES = ['author', 'publisher', 'admin'] as const;

/** What the server tells the editor's page: where it is, who is signed in, the CSRF token. */
export const editorConfigSchema = z.strictObject({
  basePath: z.string(),
  user: z.strictObject({ name: z.string(), role: z.enum(EDITOR_ROLES) }),
  csrfToken: z.string().check(z.minLength(1)),
});

export type EditorConfig = z.infer<typeof editorConfigSchema>;

/** The canvas page's element that names the one origin it takes messages from. */
export const CANVAS_CONFIG_ELEMENT_ID = 'canvas-config';

/** What the server tells the canvas page. */
export const canvasConfigSchema = z.strictObject({ editorOrigin: z.url() });
export type CanvasConfig = z.infer<typeof canvasConfigSchema>;
