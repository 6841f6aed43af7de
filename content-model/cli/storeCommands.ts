import { userInfo } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { problemLine } from '../problems';
import type { PublishOutcome, VersionInfo } from '../store/contentStore';
import { openStore, readStoreSettings, type OpenedStore } from '../store/openStore';
import {
  exportVersion,
  importFolder,
  restoreVersion,
  type ImportOutcome,
} from '../store/versioning';
import { summarizeChanges } from '../versions/changes';

/** What a command prints and its exit code. */
export interface CommandResult {
  code: number;
  out: string[];
  err: string[];
}

const who = (env: NodeJS.ProcessEnv) => env.CONTENT_AUTHOR || userInfo().username;

/** `42-k3f9x2  2026-12-07 09:30  ana  Retitled the banner  (views/about.json: 1 prop changed)` */
function historyLine(version: VersionInfo): string {
  const when = version.at.slice(0, 16).replace('T', ' ');
  const restored = version.restoredFrom ? ` (restores ${version.restoredFrom})` : '';
  const summary = summarizeChanges(version.changes);
  return `${version.id}  ${when}  ${version.author}  ${version.message}${restored}${summary ? `  [${summary}]` : ''}`;
}

/** The lines an outcome prints, and its exit code. */
function outcomeResult(outcome: ImportOutcome, what: string): CommandResult {
  switch (outcome.result) {
    case 'published':
      return { code: 0, out: [`${what}: version ${historyLine(outcome.version)}`], err: [] };
    case 'unchanged':
      return {
        code: 0,
        out: [`nothing to publish: the content equals version ${outcome.version.id}`],
        err: [],
      };
    case 'refused':
      return {
        code: 1,
        out: [],
        err: [
          ...outcome.problems.map(problemLine),
          `not published: ${String(outcome.problems.length)} problem(s); nothing changed`,
        ],
      };
    case 'conflict':
      return {
        code: 1,
        out: [],
        err: [
          ...outcome.conflicts.map(
            (conflict) =>
              `${conflict.path}: changed by ${conflict.by} at ${conflict.at} (revision ${String(conflict.revision)}, this change was made on ${String(conflict.baseRevision)})`,
          ),
          'not published: another writer changed these files; nothing changed',
        ],
      };
    case 'behind':
      return {
        code: 1,
        out: [],
        err: [
          `the folder was made from version ${outcome.base}; published since:`,
          ...outcome.since.map((version) => `  ${historyLine(version)}`),
          'not published: export again and redo the change, or import with --force to replace them',
        ],
      };
  }
}

/** The environment a command reads its store's variables from. */
type Env = NodeJS.ProcessEnv;

async function withStore(
  env: Env,
  work: (store: OpenedStore) => Promise<CommandResult>,
): Promise<CommandResult> {
  const store = await openStore(readStoreSettings(env));
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

const usageError = (usage: string, error: unknown): CommandResult => ({
  code: 2,
  out: [],
  err: [error instanceof Error ? error.message : String(error), usage],
});

/**
 * A command's arguments as `parse` reads them (`parseArgs`, and one positional argument naming
 * `what` when `what` is given), or the usage error a wrong one gets.
 */
function readArgs<T extends { positionals: string[] }>(
  usage: string,
  parse: () => T,
  what?: string,
): { args: T; positional: string } | { error: CommandResult } {
  try {
    const args = parse();
    const [positional = '', ...extra] = args.positionals;
    if (what !== undefined && (positional === '' || extra.length > 0)) {
      return { error: usageError(usage, `name ${what}`) };
    }
    return { args, positional };
  } catch (error) {
    return { error: usageError(usage, error) };
  }
}

const IMPORT_USAGE =
  'usage: npm run content:import -- DIR [--message M] [--base VERSION] [--force]';

/** Publishes a folder as a new version (`npm run content:import`). */
export async function importCommand(
  args: string[],
  env: Env = process.env,
): Promise<CommandResult> {
  const read = readArgs(
    IMPORT_USAGE,
    () =>
      parseArgs({
        args,
        allowPositionals: true,
        options: {
          message: { type: 'string' },
          base: { type: 'string' },
          force: { type: 'boolean' },
        },
      }),
    'one folder to import',
  );
  if ('error' in read) return read.error;
  const { args: parsed, positional: dir } = read;
  return withStore(env, async (store) => {
    const warnings: string[] = [];
    const options = {
      author: who(env),
      ...(parsed.values.message === undefined ? {} : { message: parsed.values.message }),
      ...(parsed.values.base === undefined ? {} : { base: parsed.values.base }),
      force: parsed.values.force === true,
      onNoBase: (replaces: VersionInfo | undefined) => {
        if (replaces) {
          warnings.push(
            `warning: ${dir} names no version it was made from (no .content-version); it replaces version ${replaces.id}`,
          );
        }
      },
    };
    const sameFolder =
      store.kind === 'folder' &&
      path.resolve(dir) === store.contentDir &&
      options.base === undefined;
    const outcome: ImportOutcome | undefined = sameFolder
      ? await store.recordFolder(options.author, options.message ?? 'Saved in the content folder')
      : await importFolder(store, dir, options);
    if (!outcome) return { code: 1, out: [], err: [`${dir} holds no content`] };
    const result = outcomeResult(outcome, 'published');
    return { ...result, err: [...warnings, ...result.err] };
  });
}

const EXPORT_USAGE = 'usage: npm run content:export -- DIR [--version VERSION]';

/** Writes a version into a folder with its `.content-version` (`npm run content:export`). */
export async function exportCommand(
  args: string[],
  env: Env = process.env,
): Promise<CommandResult> {
  const read = readArgs(
    EXPORT_USAGE,
    () => parseArgs({ args, allowPositionals: true, options: { version: { type: 'string' } } }),
    'one folder to export into',
  );
  if ('error' in read) return read.error;
  const { args: parsed, positional: dir } = read;
  return withStore(env, async (store) => {
    if (store.kind === 'folder' && path.resolve(dir) === store.contentDir) {
      return { code: 2, out: [], err: ['the content folder holds the published version already'] };
    }
    const version = await exportVersion(store, dir, parsed.values.version);
    return { code: 0, out: [`exported version ${version.id} into ${dir}`], err: [] };
  });
}

const HISTORY_USAGE = 'usage: npm run content:history [-- --limit N]';

/** One version a line, newest first, its id first (`npm run content:history`). */
export async function historyCommand(
  args: string[],
  env: Env = process.env,
): Promise<CommandResult> {
  const read = readArgs(HISTORY_USAGE, () => {
    const parsed = parseArgs({ args, options: { limit: { type: 'string' } } });
    const limit = parsed.values.limit === undefined ? undefined : Number(parsed.values.limit);
    if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) {
      throw new Error('--limit takes a whole number above 0');
    }
    return { ...parsed, limit };
  });
  if ('error' in read) return read.error;
  const { limit } = read.args;
  return withStore(env, async (store) => {
    const versions = await store.history(limit === undefined ? {} : { limit });
    if (versions.length === 0) return { code: 0, out: ['nothing is published yet'], err: [] };
    return { code: 0, out: versions.map(historyLine), err: [] };
  });
}

const RESTORE_USAGE = 'usage: npm run content:restore -- VERSION [--message M]';

/** Publishes an older version again as a new one (`npm run content:restore`). */
export async function restoreCommand(
  args: string[],
  env: Env = process.env,
): Promise<CommandResult> {
  const read = readArgs(
    RESTORE_USAGE,
    () => parseArgs({ args, allowPositionals: true, options: { message: { type: 'string' } } }),
    'one version to restore',
  );
  if ('error' in read) return read.error;
  const { args: parsed, positional: id } = read;
  return withStore(env, async (store) => {
    if (!(await store.version(id))) {
      return { code: 1, out: [], err: [`no version ${id}: npm run content:history lists them`] };
    }
    const outcome: PublishOutcome = await restoreVersion(
      store,
      id,
      who(env),
      parsed.values.message,
    );
    return outcomeResult(outcome, `restored ${id}`);
  });
}

/** Runs a command as an npm script: prints its lines and sets the exit code. */
export async function runCommand(
  command: (args: string[]) => Promise<CommandResult>,
): Promise<void> {
  try {
    const result = await command(process.argv.slice(2));
    for (const line of result.out) console.log(line);
    for (const line of result.err) console.error(line);
    process.exitCode = result.code;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
