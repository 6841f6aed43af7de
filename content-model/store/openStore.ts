import { z } from 'zod';
import { openFolderStore, type FolderStore } from './folderStore';
import { openPostgresStore, type PostgresStore } from './postgresStore';

const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

/** The variables every command and the server read to find the content store. */
const storeVariables = z
  .object({
    CONTENT_STORE: z.preprocess(unsetIfEmpty, z.enum(['folder', 'postgres']).default('folder')),
    DATABASE_URL: z.preprocess(unsetIfEmpty, z.string().optional()),
    CONTENT_DIR: z.preprocess(unsetIfEmpty, z.string().default('./content')),
    CONTENT_HISTORY_DIR: z.preprocess(unsetIfEmpty, z.string().optional()),
  })
  .refine((values) => values.CONTENT_STORE !== 'postgres' || values.DATABASE_URL !== undefined, {
    message: 'CONTENT_STORE=postgres needs DATABASE_URL (a direct connection, not a pooler)',
    path: ['DATABASE_URL'],
  });

export type StoreSettings =
  | { kind: 'folder'; contentDir: string; historyDir?: string }
  | { kind: 'postgres'; contentDir: string; databaseUrl: string };

/** The store's settings from the environment; throws naming each variable that is wrong. */
export function readStoreSettings(env: NodeJS.ProcessEnv = process.env): StoreSettings {
  const parsed = storeVariables.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid content store settings:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  if (values.CONTENT_STORE === 'postgres' && values.DATABASE_URL !== undefined) {
    return { kind: 'postgres', contentDir: values.CONTENT_DIR, databaseUrl: values.DATABASE_URL };
  }
  return {
    kind: 'folder',
    contentDir: values.CONTENT_DIR,
    ...(values.CONTENT_HISTORY_DIR ? { historyDir: values.CONTENT_HISTORY_DIR } : {}),
  };
}

export type OpenedStore = FolderStore | PostgresStore;

export async function openStore(
  settings: StoreSettings,
  options: { onError?: (error: unknown) => void } = {},
): Promise<OpenedStore> {
  if (settings.kind === 'folder') return openFolderStore(settings);
  return openPostgresStore({ databaseUrl: settings.databaseUrl, ...options });
}
