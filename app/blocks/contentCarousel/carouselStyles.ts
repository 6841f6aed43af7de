import { z } from 'zod/mini';
import type { SlideStyle } from './carouselTypes';
import { parseSlideStyle } from './slideStyleSchema';

/** The admin panel's long-text field holding the styles JSON. */
const CAROUSEL_STYLES_FIELD = 'Carousel_Styles__c';

const recordSchema = z.record(z.string(), z.unknown());
const stylesMapSchema = z.record(z.string(), z.unknown());

/** The call returns `{ adminPanel: record }` or the bare record. */
function adminRecord(response: unknown): Record<string, unknown> | null {
  const parsed = recordSchema.safeParse(response);
  if (!parsed.success) return null;
  const wrapped = recordSchema.safeParse(parsed.data.adminPanel);
  return wrapped.success ? wrapped.data : parsed.data;
}

/** The styles JSON text: the known field, else the record's only other long-text custom field. */
function stylesJson(record: Record<string, unknown>): string | null {
  const known = record[CAROUSEL_STYLES_FIELD];
  if (typeof known === 'string') return known;
  const custom = Object.entries(record).filter(
    ([key, value]) => key.endsWith('__c') && typeof value === 'string',
  );
  const only = custom.length === 1 ? custom[0] : undefined;
  return only ? (only[1] as string) : null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const normaliseName = (name: string) => name.trim().toLowerCase();

/**
 * Reads the per-slide styles of one carousel from the `grabCarouselStyles` response.
 * The JSON maps carousel names to ordered style lists; the name matches trimmed and
 * case-insensitively. Anything unreadable gives `[]` (default styling).
 */
export function carouselStylesFromResponse(response: unknown, carouselName: string): SlideStyle[] {
  const record = adminRecord(response);
  const text = record ? stylesJson(record) : null;
  const map = stylesMapSchema.safeParse(text === null ? null : parseJson(text));
  if (!map.success) return [];
  const wanted = normaliseName(carouselName);
  const match = Object.entries(map.data).find(([name]) => normaliseName(name) === wanted);
  if (!match) return [];
  const list: unknown = match[1];
  const entries: unknown[] = Array.isArray(list) ? list : [list];
  return entries.map(parseSlideStyle);
}
