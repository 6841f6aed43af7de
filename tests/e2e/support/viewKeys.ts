import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The content keys a view JSON binds with `{!cmsMedia.KEY}`: the image data provider's keys. */
export function viewMediaKeys(viewFile: string): string[] {
  const text = readFileSync(path.resolve('app/views', viewFile), 'utf8');
  const keys = [...text.matchAll(/\{!cmsMedia\.(MC[A-Z2-7]{26})\}/g)].map((match) => match[1]);
  return [...new Set(keys.filter((key): key is string => key !== undefined))];
}
