/** Small benchmark helpers: timed loops, medians, heap measurement and a table printer. */

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** One timed run: how many operations it did and how long it took. */
export interface Run {
  operations: number;
  ms: number;
}

/** Runs `op` in batches of awaited calls until `minMs` has passed. */
export function timedLoop(op: () => Promise<unknown>, { batch = 1000, minMs = 250 } = {}) {
  return async (): Promise<Run> => {
    let operations = 0;
    const start = performance.now();
    let ms = 0;
    while (ms < minMs) {
      for (let i = 0; i < batch; i++) await op();
      operations += batch;
      ms = performance.now() - start;
    }
    return { operations, ms };
  };
}

/** Times `op` after an untimed `setup`, counting it as `operations` operations. */
export function timedOnce(
  setup: () => Promise<void> | void,
  op: () => Promise<void> | void,
  operations = 1,
) {
  return async (): Promise<Run> => {
    await setup();
    const start = performance.now();
    await op();
    return { operations, ms: performance.now() - start };
  };
}

/**
 * Measures two contenders on the same machine state: samples alternate between them (and which goes
 * first), after one warm-up run each; each side's result is its median rate in ops/s.
 */
export async function comparePair(
  ours: () => Promise<Run>,
  peer: () => Promise<Run>,
  samples = 5,
): Promise<{ ours: number; peer: number }> {
  await ours();
  await peer();
  const rates = { ours: [] as number[], peer: [] as number[] };
  for (let sample = 0; sample < samples; sample++) {
    const order = sample % 2 === 0 ? (['ours', 'peer'] as const) : (['peer', 'ours'] as const);
    for (const side of order) {
      const run = await (side === 'ours' ? ours() : peer());
      rates[side].push((run.operations / run.ms) * 1000);
    }
  }
  return { ours: median(rates.ours), peer: median(rates.peer) };
}

type Gc = () => void;

function gc(): void {
  (globalThis as { gc?: Gc }).gc?.();
}

export function canMeasureHeap(): boolean {
  return typeof (globalThis as { gc?: Gc }).gc === 'function';
}

/** Heap growth per entry of what `fill` builds and keeps (returned so it stays reachable). */
export async function heapPerEntry(fill: () => Promise<unknown>, entries: number): Promise<number> {
  gc();
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept = await fill();
  gc();
  gc();
  const after = process.memoryUsage().heapUsed;
  // Keeps `kept` alive past the measurement.
  if (kept === Symbol.for('never')) console.log(kept);
  return (after - before) / entries;
}

export interface Row {
  case: string;
  ours: number;
  peer: number;
  /** Bytes of heap per entry, when measured. */
  oursHeap?: number;
  peerHeap?: number;
}

function formatRate(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

function formatBytes(value: number | undefined): string {
  return value === undefined ? '-' : `${Math.round(value).toLocaleString('en-US')} B`;
}

/** Prints a Markdown table (so it can be pasted into the docs as is). */
export function printTable(title: string, peerName: string, rows: Row[]): void {
  const header = [
    'case',
    'ours ops/s',
    `${peerName} ops/s`,
    'ratio (ours / peer)',
    'heap/entry ours',
    `heap/entry ${peerName}`,
  ];
  const lines = rows.map((row) => [
    row.case,
    formatRate(row.ours),
    formatRate(row.peer),
    `${(row.ours / row.peer).toFixed(2)}x`,
    formatBytes(row.oursHeap),
    formatBytes(row.peerHeap),
  ]);
  console.log(`\n### ${title}\n`);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map(() => '---').join(' | ')} |`);
  for (const line of lines) console.log(`| ${line.join(' | ')} |`);
}
