/**
 * Publishes a folder as a new version of the content store.
 *
 *   npm run content:import -- DIR [--message M] [--base VERSION] [--force]
 *
 * Refused, nothing changed, when the folder does not pass content:check (each problem named) or
 * when versions were published since its base (`--base`, else its `.content-version`).
 *
 * Reads CONTENT_STORE, DATABASE_URL, CONTENT_DIR and CONTENT_HISTORY_DIR as the server does.
 */
import { importCommand, runCommand } from './storeCommands';

await runCommand(importCommand);
