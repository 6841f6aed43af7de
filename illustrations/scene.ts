import type { Random } from './random';
import type { Defs } from './svg';

/** What a scene draws with: its artboard size, a defs collector and a seeded generator. */
export interface SceneContext {
  width: number;
  height: number;
  defs: Defs;
  rng: Random;
}

/** A picture: returns the body markup, back to front, in artboard coordinates. */
export type Scene = (context: SceneContext) => string[];
