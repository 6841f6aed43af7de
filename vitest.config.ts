import react from '@vitejs/plugin-react';
import { defaultServerConditions } from 'vite';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { SDK_SOURCE_CONDITION } from './vite.config.ts';

/*
 * As in vite.config.ts, tests read `@about-site/sdk` from its sources, with no build first. Vitest
 * hands its conditions to Node for the packages it does not transform, so they stay Vitest's own
 * defaults (Vite's server conditions without the bundlers' `module`), the SDK's sources first.
 */

/**
 * The integration files that replace a module (`vi.mock`): the replacement holds only in a module
 * graph of their own, so they run isolated.
 */
const MOCKING_INTEGRATION_FILES = ['tests/integration/content-model/safeRead.test.ts'];

export default defineConfig({
  plugins: [react()],
  resolve: {
    conditions: [
      SDK_SOURCE_CONDITION,
      ...defaultServerConditions.filter((condition) => condition !== 'module'),
    ],
  },
  ssr: {
    resolve: {
      conditions: [
        SDK_SOURCE_CONDITION,
        ...defaultServerConditions.filter((condition) => condition !== 'module'),
      ],
    },
  },
  test: {
    restoreMocks: true,
    // One test file per core (Vitest's default leaves one core to itself, which on two cores runs
    // every file in turn). The end-to-end files still run one at a time, after the others.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          setupFiles: ['tests/support/nock.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/nock.ts', 'tests/component/support/dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          // A worker's files share its modules, imported once: the server and its dependencies
          // took most of each file's time. tests/integration/support/sharedWorker.ts checks what a file leaves.
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...MOCKING_INTEGRATION_FILES],
          isolate: false,
          setupFiles: ['tests/integration/support/sharedWorker.ts'],
          globalSetup: ['tests/support/contentTemplate.ts', 'tests/support/postgresGlobalSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-isolated',
          environment: 'node',
          include: MOCKING_INTEGRATION_FILES,
          globalSetup: ['tests/support/contentTemplate.ts', 'tests/support/postgresGlobalSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The SDK packed and installed into a project of its own, as another app gets it.
          name: 'package',
          environment: 'node',
          include: ['tests/package/**/*.test.ts'],
          globalSetup: ['tests/support/contentTemplate.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: [
            'tests/support/contentTemplate.ts',
            'tests/support/postgresGlobalSetup.ts',
            'tests/e2e/support/globalSetup.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
