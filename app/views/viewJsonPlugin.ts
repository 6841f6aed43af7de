import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { parseView } from './viewSchema';

/**
 * Validates every imported `*.view.json` at build (and dev) time, so an invalid page fails the
 * build with a message naming the file and the JSON path of the problem.
 */
export function viewJsonPlugin(knownBlockTypes: readonly string[]): Plugin {
  const known = new Set(knownBlockTypes);
  return {
    name: 'view-json',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('.view.json')) return null;
      const source = relative(process.cwd(), id);
      let json: unknown;
      try {
        json = JSON.parse(code);
      } catch (error) {
        throw new Error(`${source}: not valid JSON: ${(error as Error).message}`);
      }
      parseView(json, known, source);
      return null;
    },
  };
}
