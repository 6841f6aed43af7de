import type { Role } from '../../../content-model';
import type { ContentStore } from '../../../content-model/store/contentStore';
import { openFolderStore } from '../../../content-model/store/folderStore';
import type { CreateServerOptions } from '../../../server/createServer';
import { makeContentDir } from '../../support/fixtureContent';
import { addUser, signInAs, type EditorClient } from './editorClient';
import { startTestServer, type TestServer } from './testServer';

interface AuthoringServerOptions<Name extends string> {
  /** The editors, by name and role, added to the content store. */
  users: Readonly<Record<Name, Role>>;
  /** Those of them signed in before the tests. Default: every one. */
  signedIn?: readonly NoInfer<Name>[];
  /** The server's options besides its content folder. */
  server?: Omit<CreateServerOptions, 'contentDir'>;
  /** Writes into the content copy before the server starts. */
  prepare?: (contentDir: string) => Promise<void>;
}

/** A server on a copy of the fixture content, its folder store, and editors signed in to it. */
export interface AuthoringServer {
  server: TestServer;
  store: ContentStore;
  /** The copy of the fixture content the server reads. */
  contentDir: string;
  /** The signed-in editor of that name. */
  editor: (name: string) => EditorClient;
  /** Closes the server and the store, and removes the content copy. */
  close: () => Promise<void>;
}

/**
 * The set-up of a file testing the authoring API: a copy of the fixture content, the server
 * started on it, its folder store open, the users added and signed in.
 */
export async function startAuthoringServer<const Name extends string>(
  options: AuthoringServerOptions<Name>,
): Promise<AuthoringServer> {
  const content = await makeContentDir();
  let server: TestServer | undefined;
  let store: ContentStore | undefined;
  const editors = new Map<string, EditorClient>();
  try {
    await options.prepare?.(content.dir);
    server = await startTestServer({ ...options.server, contentDir: content.dir });
    store = await openFolderStore({ contentDir: content.dir });
    const users = Object.entries(options.users) as [Name, Role][];
    for (const [name, role] of users) await addUser(store.accounts, name, role);
    for (const name of options.signedIn ?? users.map(([name]) => name)) {
      editors.set(name, await signInAs(server, name));
    }
  } catch (error) {
    // A set-up that failed half-way leaves nothing running, and no copy behind.
    await Promise.allSettled([server?.close(), store?.close()]);
    await content.cleanup();
    throw error;
  }
  const [started, opened] = [server, store];
  return {
    server: started,
    store: opened,
    contentDir: content.dir,
    editor: (name) => {
      const editor = editors.get(name);
      if (!editor) throw new Error(`${name} was not signed in`);
      return editor;
    },
    close: async () => {
      await Promise.all([started.close(), opened.close()]);
      await content.cleanup();
    },
  };
}
