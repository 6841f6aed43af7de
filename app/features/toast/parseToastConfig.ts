import { normalizeDuration, normalizeMode, normalizeVariant } from './normalizeToastOptions';
import { normalizeLinks, rendersLink } from './toastLinks';
import type { ToastRecord } from './toastTypes';

/**
 * Why a config cannot become a toast, in the platform's terms:
 * - `missingConfig`: nothing was passed (`undefined` or `null`).
 * - `missingToast`: the platform's "missing toast class reference" (no toast can be created from
 *   the definition). Here a definition is a plain object, so any other value (text, number,
 *   boolean, array, function) maps to this case.
 * - `missingLabel`: the required `label` is absent or empty (the platform's test is falsy-based,
 *   so `''` counts as missing); a label that is not text counts as missing too.
 */
type ToastConfigProblem = 'missingConfig' | 'missingToast' | 'missingLabel';

type ParsedToastConfig =
  { ok: true; toast: Omit<ToastRecord, 'id'> } | { ok: false; problem: ToastConfigProblem };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Validates and normalises a toast definition; never throws. */
export function parseToastConfig(config: unknown): ParsedToastConfig {
  if (config === undefined || config === null) return { ok: false, problem: 'missingConfig' };
  if (!isPlainObject(config)) return { ok: false, problem: 'missingToast' };
  const { label, message: rawMessage } = config;
  if (typeof label !== 'string' || label === '') return { ok: false, problem: 'missingLabel' };

  const message = typeof rawMessage === 'string' && rawMessage !== '' ? rawMessage : undefined;
  const labelLinks = normalizeLinks(config.labelLinks);
  const messageLinks = normalizeLinks(config.messageLinks);
  const hasLink = rendersLink(label, labelLinks) || rendersLink(message, messageLinks);
  const variant = normalizeVariant(config.variant);
  const durationMs = normalizeDuration(config.duration);
  return {
    ok: true,
    toast: {
      label,
      variant,
      mode: normalizeMode(config.mode, variant, hasLink),
      hasLink,
      ...(message === undefined ? {} : { message }),
      ...(durationMs === undefined ? {} : { durationMs }),
      ...(labelLinks ? { labelLinks } : {}),
      ...(messageLinks ? { messageLinks } : {}),
    },
  };
}
