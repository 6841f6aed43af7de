import react from '@vitejs/plugin-react';
import { defaultServerConditions } from 'vite';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SDK_SOURCE_CONDITION } from './vite.config.ts';

/*
 * As in vite.config.ts, tests read `@about-site/sdk` from its sources, with no build first. Vitest
 * hands its conditions to Node for the packages it does not transform, so they stay Vitest's own
 * defaults (Vite's server conditions without the bundlers' `module`), the SDK's sources first.
 */

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
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
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
