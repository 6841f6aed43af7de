import { builtinModules } from 'node:module';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Relative imports that climb out into a top-level folder. A regex, not a glob: `**/server`
// would also catch `react-dom/server`, which the site may import.
const intoTopLevel = (folder) => `^(\\.\\./)+${folder}(/|$)`;

/**
 * Everything outside sdk/ uses the SDK as other apps do: by its package name, `@about-site/sdk`
 * (resolved to its sources through the `@about-site/source` export condition), never by path.
 */
const sdkByName = {
  regex: intoTopLevel('sdk'),
  message: "Import the SDK by its package name, '@about-site/sdk' (or '/documents', '/links', …).",
};

/** app/ and server/ never import each other; what both need lives in shared/. */
const appBoundary = {
  regex: intoTopLevel('server'),
  message: 'app/ never imports server/: move what both need to shared/.',
};
const serverBoundary = {
  regex: intoTopLevel('app'),
  message: 'server/ never imports app/: move what both need to shared/.',
};

/**
 * content-model/ is read by the server and the content tools, never by the browser: it imports
 * shared/ and nothing of server/ or app/ (what it needs of the server, it declares).
 */
const contentModelBoundary = {
  regex: intoTopLevel('(server|app)'),
  message:
    'content-model/ never imports server/ or app/: declare what it needs, or move it to shared/.',
};
const appContentModelBoundary = {
  regex: intoTopLevel('content-model'),
  message: 'app/ never imports content-model/ (Node code): move what both need to shared/.',
};

/** Components and hooks use the typed hooks, so state and dispatch types come from the store. */
const typedReduxHooks = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector'],
  message:
    'Use useAppDispatch / useAppSelector from app/state/hooks.ts (typed with .withTypes<>()).',
};

/**
 * Code that ships to the browser validates with zod/mini: classic zod's method chains cannot be
 * tree-shaken and cost the page about 15 KB gzip more. Node code (server/, build-time plugins) may.
 */
const classicZod = {
  name: 'zod',
  message: "Code the browser runs imports 'zod/mini' (and 'zod/locales' for English messages).",
};

/**
 * content-model/schemas/ and content-model/authoring/ also run in the browser (a page editor checks
 * a file as the author types it): no Node built-in, no server package, and of content-model/ only
 * the modules that need neither (listed here). What those import in turn is held by
 * tests/unit/content-model/authoring/checkDocument.test.ts, which bundles the entry for a browser.
 */
const BROWSER_SAFE_CONTENT_MODEL = [
  'schemas',
  'authoring',
  'checkViews',
  'documentFinder',
  'propOptions',
  'requiredProps',
  'schemaKeys',
];
const browserContentImports = {
  paths: [classicZod],
  patterns: [
    contentModelBoundary,
    sdkByName,
    {
      group: [...builtinModules, 'node:*'],
      message: 'The content schemas and checks run in the browser: no Node built-ins.',
    },
    {
      group: ['fastify', '@fastify/*', 'sharp', 'pg', 'proper-lockfile'],
      message: 'The content schemas and checks run in the browser: no server packages.',
    },
    {
      // From content-model/<folder>/<file>.ts: `../x` is content-model/x, `../../x` the root's x.
      regex: `^\\.\\./(?!(\\.\\.|${BROWSER_SAFE_CONTENT_MODEL.join('|')})(/|$))`,
      message: `Of content-model/, the browser's checks import only ${BROWSER_SAFE_CONTENT_MODEL.join(', ')} (the rest reads files).`,
    },
    {
      regex: '^\\.\\./\\.\\./(?!shared(/|$))',
      message: "Outside content-model/, the browser's checks import only shared/.",
    },
  ],
};

/** The server renders with React's web-streams build (why: app/ssr/renderToHtml.ts). */
const nodeStreamRenderer = {
  name: 'react-dom/server',
  message: "Render on the server with 'react-dom/server.edge' (see app/ssr/renderToHtml.ts).",
};

/**
 * app/'s floors, top to bottom. A file imports its own floor and the floors below it, never one
 * above; the entry points (the files at app/'s root, pages/, ssr/ and islands/) stand above them
 * all. See docs/contributing.md.
 */
const APP_FLOORS = [
  ['blocks'],
  ['features'],
  ['ui'],
  ['render'],
  ['data', 'config', 'state', 'normalizers', 'i18n'],
];

/** What every file of app/ may not import (see the rules below). */
/** The page editor is a part of its own: nothing of the site, the server or shared/ imports it. */
const editorBoundary = {
  regex: intoTopLevel('editor'),
  message: 'Only the editor imports editor/: the site and the server never do.',
};

/**
 * The blocks' field metadata (labels, help, order of a properties panel) is the editor's alone:
 * public pages never load it. tests/unit/shared/blocks/fields.isolation.test.ts holds it through
 * shared/ too.
 */
const blockFieldsBoundary = {
  group: ['**/*.fields', '**/blocks/fields', '**/blocks/fieldsIndex'],
  message:
    "A block's field metadata (shared/blocks/*.fields.ts, fields.ts, fieldsIndex.ts) is the editor's: the site and the server never load it.",
};

const appImports = {
  paths: [typedReduxHooks, classicZod, nodeStreamRenderer],
  patterns: [appBoundary, appContentModelBoundary, sdkByName, editorBoundary, blockFieldsBoundary],
};

/**
 * editor/ runs in the browser: it takes the site through app/'s index for the editor
 * (app/editorIndex.ts), the contracts from shared/, and of content-model/ only the browser's
 * checks; never server/.
 */
const editorImports = {
  paths: [classicZod],
  patterns: [
    sdkByName,
    {
      regex: intoTopLevel('server'),
      message: 'editor/ never imports server/: it speaks to it through the authoring API.',
    },
    {
      regex: '^(\\.\\./)+app/(?!editorIndex$)',
      message: "editor/ takes the site's blocks and renderer from app/editorIndex.ts only.",
    },
    {
      regex: '^(\\.\\./)+content-model/(?!(authoring|schemas)(/|$))',
      message:
        "Of content-model/, editor/ imports only the browser's checks (authoring/, schemas/).",
    },
  ],
};

/**
 * One config per floor and folder depth: a relative import that climbs back to app/ (exactly
 * `depth` levels) may only go on into the file's own floor or one below it.
 */
function appFloorRules() {
  return APP_FLOORS.flatMap((floor, index) => {
    const allowed = ['\\.\\.', ...APP_FLOORS.slice(index).flat()];
    const order = APP_FLOORS.map((folders) => folders.join(', ')).join(' -> ');
    return [1, 2, 3].map((depth) => ({
      files: floor.map((folder) => `app/${folder}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`),
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: appImports.paths,
            patterns: [
              ...appImports.patterns,
              {
                regex: `^(\\.\\./){${depth}}(?!(${allowed.join('|')})(/|$))`,
                message: `app/ imports only downward: entry points -> ${order}. Move what both need down a floor.`,
              },
            ],
          },
        ],
      },
    }));
  });
}

/**
 * app/ has no barrels (docs/architecture.md, "No barrels in app/"): a module is imported by its
 * own path. Its one public index is the editor's, app/editorIndex.ts (the editor's import rule
 * names it). An index.ts is a block's module only, app/blocks/<type>/index.ts, which defines the
 * block the registry loads and re-exports nothing.
 */
function appBarrelRules() {
  return [
    {
      files: ['app/**/index.{ts,tsx}'],
      ignores: ['app/blocks/*/index.ts'],
      rules: {
        'no-restricted-syntax': [
          'error',
          {
            selector: 'Program',
            message:
              "No barrels in app/: import each module by its own path. An index.ts is a block's module only (app/blocks/<type>/index.ts).",
          },
        ],
      },
    },
    {
      files: ['app/blocks/*/index.ts'],
      rules: {
        'no-restricted-syntax': [
          'error',
          {
            selector: 'ExportNamedDeclaration[source], ExportAllDeclaration',
            message:
              "A block's index.ts defines its block and re-exports nothing: import the module by its own path.",
          },
        ],
      },
    },
  ];
}

/** The content model is used through its public face, content-model/index.ts. */
const contentModelByIndex = {
  regex: '^(\\.\\./)+content-model/(?!index(\\.ts)?$)',
  message:
    "The content model's public face is its index: import '../content-model' (content-model/index.ts).",
};

/** What every file of server/ may not import (see the floors below). */
const serverImports = {
  patterns: [serverBoundary, sdkByName, contentModelByIndex, editorBoundary, blockFieldsBoundary],
};

/**
 * server/'s floors, top to bottom, as app/'s: the files at server/'s root (createServer.ts,
 * main.ts, config.ts and index.ts, its public face) stand above them all, and content-model/, a
 * part of its own, sits between the emulator and ops: ops/ and http/ never import it. See
 * docs/contributing.md.
 */
const SERVER_FLOORS = [['authoring'], ['site'], ['emulator'], ['ops'], ['http']];
const SERVER_BELOW_CONTENT_MODEL = ['ops', 'http'];
const SERVER_ORDER =
  'createServer.ts, main.ts, config.ts, index.ts -> authoring -> site -> emulator -> content-model/ -> ops -> http';

/**
 * One config per floor and folder depth: a relative import that climbs back to server/ (exactly
 * `depth` levels) may only go on into the file's own floor or one below it; one more level
 * climbs out of server/, into content-model/ only from above ops/.
 */
function serverFloorRules() {
  return SERVER_FLOORS.flatMap((floor, index) => {
    const allowed = ['\\.\\.', ...SERVER_FLOORS.slice(index).flat()];
    const belowContentModel = floor.some((folder) => SERVER_BELOW_CONTENT_MODEL.includes(folder));
    return [1, 2, 3].map((depth) => ({
      files: floor.map((folder) => `server/${folder}/${'*/'.repeat(depth - 1)}*.ts`),
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...serverImports.patterns,
              {
                regex: `^(\\.\\./){${depth}}(?!(${allowed.join('|')})(/|$))`,
                message: `server/ imports only downward: ${SERVER_ORDER}. Move what both need down a floor.`,
              },
              ...(belowContentModel
                ? [
                    {
                      regex: `^(\\.\\./){${depth + 1}}content-model(/|$)`,
                      message: `server/ imports only downward: ${SERVER_ORDER}. ops/ and http/ never import content-model/.`,
                    },
                  ]
                : []),
            ],
          },
        ],
      },
    }));
  });
}

/**
 * The repository's scripts use the server through its public face, server/index.ts, never its
 * floors' files.
 */
const serverByIndex = {
  regex: '^(\\.\\./)+server/(?!index(\\.ts)?$)',
  message: "scripts/ imports the server's public face only: '../server' (server/index.ts).",
};

export default tseslint.config(
  { ignores: ['**/dist', '**/node_modules', 'coverage', 'content/media'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'editor/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['editor/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', editorImports],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', appImports],
    },
  },
  ...appFloorRules(),
  ...appBarrelRules(),
  {
    // The one place the raw hooks are bound to the store's types.
    files: ['app/state/hooks.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [classicZod], patterns: [appBoundary, appContentModelBoundary, sdkByName] },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', serverImports],
    },
  },
  ...serverFloorRules(),
  {
    files: ['content-model/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [contentModelBoundary, sdkByName] }],
    },
  },
  {
    // The content checks an author's edit needs, which also run in the browser (see above).
    files: ['content-model/schemas/*.ts', 'content-model/authoring/*.ts'],
    rules: {
      'no-restricted-imports': ['error', browserContentImports],
    },
  },
  {
    // Imported by both app/ (browser) and server/ (Node): plain data and zod, nothing else.
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [classicZod],
          patterns: [
            {
              regex: intoTopLevel('(app|server|content-model|sdk|editor)'),
              message: 'shared/ imports none of app/, server/, content-model/, sdk/ or editor/.',
            },
            {
              group: [
                'node:*',
                'react',
                'react/*',
                'react-dom',
                'react-dom/*',
                'fastify',
                '@fastify/*',
              ],
              message: 'shared/ runs in the browser and in Node: no platform or framework imports.',
            },
            {
              group: ['redux', '@reduxjs/*', 'react-redux'],
              message: 'shared/ never imports Redux.',
            },
          ],
        },
      ],
    },
  },
  {
    // The SDK is framework-free: other apps reuse it without React or Redux.
    files: ['sdk/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [classicZod],
          patterns: [
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@about-site/sdk-react'],
              message: 'sdk/ never imports React (its binding is the package sdk-react/).',
            },
            { group: ['redux', '@reduxjs/*', 'react-redux'], message: 'sdk/ never imports Redux.' },
            { group: ['**/app', '**/app/**'], message: 'sdk/ never imports app/.' },
            {
              group: ['@about-site/sdk', '@about-site/sdk/*'],
              message: 'sdk/ imports its own modules by relative path (with .js).',
            },
          ],
        },
      ],
    },
  },
  {
    // The SDK's React binding, a package of its own: React and the SDK (by its package name, as
    // apps have it) and nothing else of this repository.
    files: ['sdk-react/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [classicZod],
          patterns: [
            {
              group: ['redux', '@reduxjs/*', 'react-redux'],
              message: 'sdk-react/ never imports Redux.',
            },
            {
              regex: intoTopLevel('(app|server|shared|sdk)'),
              message:
                "sdk-react/ imports the SDK by its package name, '@about-site/sdk', and nothing else of the repository.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'bench/**/*.ts', 'scripts/**/*.ts', 'illustrations/**/*.ts'],
    ignores: ['tests/unit/sdk/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [sdkByName] }],
    },
  },
  {
    files: ['scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [sdkByName, serverByIndex, contentModelByIndex] },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // The examples are apps of their own, type-checked against the packed SDK when they are
    // built (npm run sdk:example); here they get the rules that need no types.
    files: ['examples/**/*.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
