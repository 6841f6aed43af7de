import { en } from 'zod/locales';
import type { core } from 'zod/mini';

/**
 * Parse options that word zod's issues in English. zod/mini loads no locale (its own message is a
 * bare "Invalid input"), while the SDK's `INVALID_CONFIG` messages quote zod's English ones
 * (`hydrate: entries.1.ttl: Too small: expected number to be >=-1`). Passed to each parse rather
 * than set with `z.config`, so the SDK changes no global zod setting of the app that installs it.
 */
export const ENGLISH_ISSUES: core.ParseContext<core.$ZodIssue> = { error: en().localeError };
