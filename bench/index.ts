/**
 * Runs every benchmark and prints its table. Heap figures need `global.gc`: without it, this
 * script runs itself again under `node --expose-gc --import tsx`.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runCacheBench } from './cache.bench';
import { canMeasureHeap, printTable } from './harness';

async function main(): Promise<void> {
  console.log(`Node ${process.version}, ${process.platform} ${process.arch}`);
  printTable('SDK cache vs @tanstack/query-core', 'query-core', await runCacheBench());
}

if (canMeasureHeap()) {
  await main();
} else {
  const result = spawnSync(
    process.execPath,
    // The export conditions `npm run bench` gave (the SDK read from its source, not its build).
    [
      '--expose-gc',
      ...process.execArgv.filter((arg) => arg.startsWith('--conditions')),
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
    ],
    { stdio: 'inherit' },
  );
  process.exitCode = result.status ?? 1;
}
