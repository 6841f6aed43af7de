/**
 * Lists the content store's versions, one a line, newest first, each id first.
 *
 *   npm run content:history [-- --limit N]
 *
 * Reads CONTENT_STORE, DATABASE_URL, CONTENT_DIR and CONTENT_HISTORY_DIR as the server does.
 */
import { historyCommand, runCommand } from './storeCommands';

await runCommand(historyCommand);
