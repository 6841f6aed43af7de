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
 * The server files that replace a module (`vi.mock`): the replacement holds only in a module
 * graph of their own, so they run isolated.
 */
const MOCKING_SERVER_FILES = [
  'tests/server/content/draftContent.test.ts',
  'tests/server/content/safeRead.test.ts',
];

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
          setupFiles: ['tests/setup/nock.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/nock.ts', 'tests/setup/dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          // A worker's files share its modules, imported once: the server and its dependencies
          // took most of each file's time. tests/setup/sharedWorker.ts checks what a file leaves.
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...MOCKING_SERVER_FILES],
          isolate: false,
          setupFiles: ['tests/setup/sharedWorker.ts'],
          globalSetup: ['tests/setup/contentTemplate.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server-isolated',
          environment: 'node',
          include: MOCKING_SERVER_FILES,
          globalSetup: ['tests/setup/contentTemplate.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The SDK packed and installed into a project of its own, as another app gets it.
          name: 'package',
          environment: 'node',
          include: ['tests/package/**/*.test.ts'],
          globalSetup: ['tests/setup/contentTemplate.ts'],
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
          globalSetup: ['tests/setup/contentTemplate.ts', 'tests/e2e/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
