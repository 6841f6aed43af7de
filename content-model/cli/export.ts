/**
 * Writes a version of the content store (the published one by default) into a folder, with a
 * `.content-version` file naming it, to change and import again.
 *
 *   npm run content:export -- DIR [--version VERSION]
 *
 * Reads CONTENT_STORE, DATABASE_URL, CONTENT_DIR and CONTENT_HISTORY_DIR as the server does.
 */
import { exportCommand, runCommand } from './storeCommands';

await runCommand(exportCommand);
