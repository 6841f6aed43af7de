/**
 * Manages the editor's users and their roles in the content store.
 *
 *   npm run editor:user -- add NAME --role ROLE
 *   npm run editor:user -- list
 *   npm run editor:user -- set-role NAME ROLE
 *   npm run editor:user -- remove NAME
 *   npm run editor:user -- reset-password NAME
 *
 * A password is read from standard input (its first line when piped; typed twice, unseen, at a
 * terminal), never from an argument or a variable. Reads CONTENT_STORE, DATABASE_URL,
 * CONTENT_DIR and CONTENT_HISTORY_DIR as the server does.
 */
import { readPassword } from './readPassword';
import { runCommand } from './storeCommands';
import { userCommand } from './userCommands';

await runCommand((args) =>
  userCommand(args, {
    env: process.env,
    readPassword: (what) => readPassword({ input: process.stdin, output: process.stderr }, what),
  }),
);
