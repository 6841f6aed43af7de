/**
 * The content store a bench measures the server on: `--store folder|postgres|both` (default
 * both). The PostgreSQL instances run on a throwaway cluster the bench starts itself (fsync off),
 * each bench's database empty at first, so the first instance imports its CONTENT_DIR into it.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FleetStore } from '../scripts/fleetStack';
import { startCluster } from '../scripts/postgres/cluster';
import { createDatabase } from '../scripts/postgres/databases';
import { ensurePostgres } from '../scripts/postgres/install';
import { table } from './performanceDoc';

export type StoreKind = 'folder' | 'postgres';

export const STORE_LABEL: Record<StoreKind, string> = {
  folder: 'folder store',
  postgres: 'PostgreSQL',
};

/** The stores `--store` names, in the order they take turns: folder, then PostgreSQL. */
export function storesFromArgs(argv: readonly string[] = process.argv): StoreKind[] {
  const index = argv.findIndex((arg) => arg === '--store' || arg.startsWith('--store='));
  const arg = argv[index];
  const value =
    index === -1 ? 'both' : arg?.startsWith('--store=') ? arg.slice(8) : argv[index + 1];
  if (value === 'folder' || value === 'postgres') return [value];
  if (value === 'both') return ['folder', 'postgres'];
  throw new Error(`--store takes folder, postgres or both, not ${String(value)}.`);
}

export interface BenchCluster {
  /** A new empty database on the cluster, as a store the instances are started on. */
  store(name: string): Promise<FleetStore & { kind: 'postgres' }>;
  /** "PostgreSQL 16.x", for the section's facts. */
  version: string;
  stop(): Promise<void>;
}

/** A throwaway PostgreSQL cluster in a temporary folder, removed when it stops. */
export async function startBenchCluster(): Promise<BenchCluster> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'bench-postgres-'));
  // Under root PostgreSQL runs as the postgres user, who must reach the folder.
  chmodSync(root, 0o755);
  const cluster = await startCluster({ dir: path.join(root, 'cluster'), fast: true });
  return {
    store: async (name) => ({
      kind: 'postgres',
      databaseUrl: await createDatabase(cluster.url, name),
    }),
    version: `PostgreSQL ${String(ensurePostgres().version)}`,
    stop: async () => {
      await cluster.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** One figure measured on both stores: each store's median, and their ratio. */
export interface StoreComparison {
  name: string;
  /** `req/s`, `p50`, …: what the figure is. */
  figure: string;
  folder: number;
  postgres: number;
  /**
   * PostgreSQL over folder as the median of the rounds' own ratios, when the two were measured
   * round by round (the host's speed drifts between rounds more than within one).
   */
  ratio?: number;
  /** How to print one value. */
  format: (value: number) => string;
}

/** How far PostgreSQL's median may be from the folder store's (the bound). */
export const STORE_BOUND = 0.05;

/** postgres / folder: the rounds' median ratio, else of the medians. */
export const storeRatio = ({ folder, postgres, ratio }: StoreComparison): number =>
  ratio ?? postgres / folder;

export function withinBound(comparison: StoreComparison): boolean {
  return Math.abs(storeRatio(comparison) - 1) <= STORE_BOUND;
}

/** The two stores side by side, one row per figure, with PostgreSQL / folder (`storeRatio`). */
export function storeTable(comparisons: readonly StoreComparison[]): string {
  return table(
    [
      'case',
      'figure',
      'folder store',
      'PostgreSQL',
      'PostgreSQL / folder',
      `within ±${String(STORE_BOUND * 100)} %`,
    ],
    comparisons.map((comparison) => [
      comparison.name,
      comparison.figure,
      comparison.format(comparison.folder),
      comparison.format(comparison.postgres),
      storeRatio(comparison).toFixed(3),
      withinBound(comparison) ? 'yes' : '**no**',
    ]),
    2,
  );
}
