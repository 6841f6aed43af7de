import type { FLEXIBLE_ALIGNMENTS } from '../../shared/blockOptions';

export type FlexibleAlignment = (typeof FLEXIBLE_ALIGNMENTS)[number];
