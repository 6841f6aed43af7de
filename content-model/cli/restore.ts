/**
 * Publishes an older version of the content again, as a new version, through today's checks.
 *
 *   npm run content:restore -- VERSION [--message M]
 *
 * Reads CONTENT_STORE, DATABASE_URL, CONTENT_DIR and CONTENT_HISTORY_DIR as the server does.
 */
import { restoreCommand, runCommand } from './storeCommands';

await runCommand(restoreCommand);
