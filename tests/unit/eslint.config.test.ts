import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import rules of eslint.config.js, as a contributor meets them: the text of a real file
// with one import line, linted with the project's config. Only the import rule runs, without
// type information (which the rule does not need and which takes seconds per project to build).
const eslint = new ESLint({
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
});

async function importProblems(filePath: string, specifier: string): Promise<string[]> {
  const code = `import * as imported from '${specifier}';\nexport const used = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe("app/'s floors", () => {
  it.each([
    ['app/ui/ActionButton.tsx', '../blocks/banner'],
    ['app/ui/ActionButton.tsx', '../features/toast/toastSlice'],
    ['app/render/NodeList.tsx', '../ui/ActionButton'],
    ['app/blocks/banner/Banner.tsx', '../../pages/ViewPage'],
    ['app/data/queries.ts', '../render/NodeList'],
  ])('%s may not import %s, a floor above it', async (file, specifier) => {
    const problems = await importProblems(file, specifier);
    expect(problems).toEqual([expect.stringContaining('app/ imports only downward')]);
  });

  it.each([
    ['app/blocks/banner/Banner.tsx', '../../features/toast/toastSlice'],
    ['app/blocks/banner/Banner.tsx', '../../ui/ActionButton'],
    ['app/ui/ActionButton.tsx', '../render/NodeList'],
    ['app/ui/ActionButton.tsx', './ColumnLayout'],
    ['app/pages/ViewPage.tsx', '../blocks/banner'],
  ])('%s may import %s, its own floor or one below', async (file, specifier) => {
    expect(await importProblems(file, specifier)).toEqual([]);
  });
});

describe("server/'s floors", () => {
  it.each([
    ['server/http/errorHandling.ts', '../site/pageResponse'],
    ['server/http/pathKinds.ts', '../ops/health'],
    ['server/http/pathKinds.ts', '../emulator/siteInfo/siteInfoRoutes'],
    ['server/ops/metrics.ts', '../emulator/accessTokens'],
    ['server/emulator/dev/devRoutes.ts', '../../site/statusPage'],
    ['server/site/siteRoutes.ts', '../createServer'],
    ['server/site/renderQueue.ts', '../config'],
  ])('%s may not import %s, a floor above it', async (file, specifier) => {
    const problems = await importProblems(file, specifier);
    expect(problems).toEqual([expect.stringContaining('server/ imports only downward')]);
  });

  it.each([
    ['server/http/errorHandling.ts', '../../content-model'],
    ['server/ops/health.ts', '../../content-model/siteContent'],
  ])('%s may not import %s, the content model above it', async (file, specifier) => {
    const problems = await importProblems(file, specifier);
    expect(problems).toContainEqual(expect.stringContaining('never import content-model/'));
  });

  it.each([
    ['server/site/siteRoutes.ts', '../../content-model/loadContent'],
    ['server/createServer.ts', '../content-model/store/openStore'],
    ['scripts/dev.ts', '../content-model/cli/generatedFiles'],
  ])("%s may not import %s, past the content model's index", async (file, specifier) => {
    expect(await importProblems(file, specifier)).toEqual([
      expect.stringContaining("The content model's public face is its index"),
    ]);
  });

  it.each([
    ['server/createServer.ts', './site/siteRoutes'],
    ['server/config.ts', './http/trustProxy'],
    ['server/site/siteRoutes.ts', '../emulator/apiVersion'],
    ['server/site/siteRoutes.ts', '../../content-model'],
    ['server/emulator/dev/devRoutes.ts', '../../http/statusPage'],
    ['server/emulator/dev/devRoutes.ts', '../apiVersion'],
    ['server/emulator/seo/seoRoutes.ts', '../../../content-model'],
    ['server/ops/operations.ts', '../http/requestId'],
    ['server/http/errorHandling.ts', '../../shared/pageRoutes'],
  ])('%s may import %s, its own floor or one below', async (file, specifier) => {
    expect(await importProblems(file, specifier)).toEqual([]);
  });

  it('scripts/ import the server through its public face only', async () => {
    expect(await importProblems('scripts/dev.ts', '../server')).toEqual([]);
    expect(await importProblems('scripts/dev/viteSite.ts', '../../server/index')).toEqual([]);
    expect(await importProblems('scripts/dev.ts', '../server/createServer')).toEqual([
      expect.stringContaining("server's public face only"),
    ]);
    expect(await importProblems('scripts/dev/viteSite.ts', '../../server/site/pageStyles')).toEqual(
      [expect.stringContaining("server's public face only")],
    );
  });
});

describe('the boundaries between the parts', () => {
  it.each([
    ['sdk/index.ts', 'react', 'sdk/ never imports React'],
    ['sdk/cache/cacheStore.ts', '@reduxjs/toolkit', 'sdk/ never imports Redux'],
    ['sdk/cache/cacheStore.ts', '../../app/pageSdk', 'sdk/ never imports app/'],
    ['app/pageSdk.ts', '../server/config', 'app/ never imports server/'],
    ['server/config.ts', '../app/pageSdk', 'server/ never imports app/'],
    ['shared/pageRoutes.ts', 'react', 'no platform or framework imports'],
  ])('%s may not import %s', async (file, specifier, message) => {
    expect(await importProblems(file, specifier)).toEqual([expect.stringContaining(message)]);
  });
});

describe('the content checks the browser runs', () => {
  it.each([
    ['content-model/authoring/checkDocument.ts', 'node:path', 'no Node built-ins'],
    ['content-model/schemas/ids.ts', 'fs', 'no Node built-ins'],
    ['content-model/schemas/ids.ts', 'zod', "imports 'zod/mini'"],
    ['content-model/authoring/checkDocument.ts', 'fastify', 'no server packages'],
    ['content-model/authoring/checkDocument.ts', '../readJson', 'the rest reads files'],
    ['content-model/schemas/siteSchema.ts', '../loadContent', 'the rest reads files'],
    ['content-model/authoring/checkDocument.ts', '../../bench/budget', 'import only shared/'],
  ])('%s may not import %s', async (file, specifier, message) => {
    expect(await importProblems(file, specifier)).toEqual([expect.stringContaining(message)]);
  });

  it.each([
    ['content-model/authoring/checkDocument.ts', '../checkViews'],
    ['content-model/authoring/checkDocument.ts', '../schemas/siteSchema'],
    ['content-model/schemas/siteSchema.ts', '../../shared/siteConfig'],
    ['content-model/schemas/ids.ts', 'zod/mini'],
    ['content-model/readJson.ts', 'node:path'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await importProblems(file, specifier)).toEqual([]);
  });
});

describe('barrels in app/', () => {
  const syntax = new ESLint({
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
    ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax',
  });
  const problems = async (filePath: string, code: string) => {
    const [result] = await syntax.lintText(code, { filePath });
    return (result?.messages ?? []).map((message) => message.message);
  };

  it('refuses an index.ts anywhere in app/ but a block folder', async () => {
    for (const file of ['app/features/toast/index.ts', 'app/ui/tooltip/index.ts', 'app/index.ts']) {
      expect(await problems(file, "export { Tooltip } from './Tooltip';\n"), file).toEqual([
        expect.stringContaining('No barrels in app/'),
      ]);
    }
  });

  it("takes a block's index.ts that defines its block, and refuses one that re-exports", async () => {
    const block = "import { blockOf } from '../blockTypes';\nexport const gridBlock = blockOf;\n";
    expect(await problems('app/blocks/grid/index.ts', block)).toEqual([]);
    expect(
      await problems('app/blocks/grid/index.ts', `${block}export { Grid } from './Grid';\n`),
    ).toEqual([expect.stringContaining('re-exports nothing')]);
  });
});
