import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The guides as a reader follows them: every command they name is one `npm` runs, and every
// relative link leads to a file (and a heading of it) that exists.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const DOCS = [
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  'README.md',
  'sdk/README.md',
  'sdk-react/README.md',
  'illustrations/README.md',
];
const presentDocs = DOCS.filter((doc) => existsSync(path.join(ROOT, doc)));

/** npm's own commands, which need no script: `npm install`, `npm ci`… (`test` and `start` do). */
const NPM_BUILT_INS = new Set([
  'install',
  'i',
  'ci',
  'exec',
  'pack',
  'pkg',
  'publish',
  'init',
  'ls',
  'view',
]);
/** npm's commands that run a script of package.json. */
const NPM_SCRIPT_ALIASES = new Set(['test', 't', 'start', 'stop', 'restart']);

const scripts = new Set(
  Object.keys(
    (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: object })
      .scripts,
  ),
);

const read = (doc: string): string => readFileSync(path.join(ROOT, doc), 'utf8');

const FENCE = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm;
const CODE_SPAN = /`[^`\n]+`/g;

/** The text a reader types: fenced blocks and code spans. */
function codeOf(markdown: string): string[] {
  const fences = markdown.match(FENCE) ?? [];
  const spans = markdown.replace(FENCE, '').match(CODE_SPAN) ?? [];
  return [...fences, ...spans];
}

/** The prose, links included, without code (a link inside code is an example, not a link). */
const proseOf = (markdown: string): string => markdown.replace(FENCE, '').replace(CODE_SPAN, '');

/** Each `npm <command>` and `npm run <script>` the doc's code names, as written. */
function npmCommandsOf(markdown: string): string[] {
  const commands = codeOf(markdown).flatMap((code) =>
    [...code.matchAll(/(?<![\w@/-])npm\s+(run\s+)?([a-z][\w:.-]*)/g)].map(
      ([, run, name]) => `npm ${run ? 'run ' : ''}${name}`,
    ),
  );
  return [...new Set(commands)];
}

function commandExists(command: string): boolean {
  const [, second, third] = command.split(' ');
  if (second === 'run') return third !== undefined && scripts.has(third);
  if (second === undefined) return false;
  if (NPM_SCRIPT_ALIASES.has(second)) return scripts.has(second === 't' ? 'test' : second);
  return NPM_BUILT_INS.has(second);
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, each space a hyphen. */
function slugOf(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown file's headings, a repeated one with `-1`, `-2`… as GitHub does. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of markdown.replace(FENCE, '').matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const slug = slugOf(heading ?? '');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The relative link targets of a doc: `[text](target)`, `![alt](target)`, `[label]: target`. */
function relativeLinksOf(markdown: string): string[] {
  const prose = proseOf(markdown);
  const inline = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)];
  const references = [...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)];
  return [...inline, ...references]
    .map(([, target]) => target ?? '')
    .filter((target) => target !== '' && !/^[a-z][a-z\d+.-]*:/i.test(target));
}

/** Why a link of `doc` leads nowhere, or undefined when it resolves. */
function brokenLink(doc: string, target: string): string | undefined {
  const [file = '', anchor] = target.split('#', 2);
  const resolved =
    file === '' ? doc : path.posix.normalize(path.posix.join(path.posix.dirname(doc), file));
  const absolute = path.join(ROOT, decodeURIComponent(resolved));
  if (!existsSync(absolute)) return `${target}: no file ${resolved}`;
  if (anchor === undefined || !resolved.endsWith('.md')) return undefined;
  if (anchorsOf(readFileSync(absolute, 'utf8')).has(decodeURIComponent(anchor))) return undefined;
  return `${target}: no heading #${anchor} in ${resolved}`;
}

describe('the guides', () => {
  it('are all there', () => {
    expect(DOCS.filter((doc) => !presentDocs.includes(doc))).toEqual([]);
  });

  it.each(presentDocs)('%s names only commands package.json has', (doc) => {
    const missing = npmCommandsOf(read(doc)).filter((command) => !commandExists(command));
    expect(missing).toEqual([]);
  });

  it.each(presentDocs)('%s links only to files and headings that exist', (doc) => {
    const broken = relativeLinksOf(read(doc))
      .map((target) => brokenLink(doc, target))
      .filter((problem) => problem !== undefined);
    expect(broken).toEqual([]);
  });

  it('reads commands and anchors as a reader would', () => {
    expect(
      npmCommandsOf('Run `npm run lighthouse -- /fr/about` or\n```sh\nnpm ci\nnpm test\n```'),
    ).toEqual(['npm ci', 'npm test', 'npm run lighthouse']);
    expect(npmCommandsOf('an npm workspace, `@about-site/npm run x`')).toEqual([]);
    expect(slugOf("Scripts: no `'unsafe-inline'`")).toBe('scripts-no-unsafe-inline');
    expect(slugOf('Lighthouse, /fr/about, CPU index 1,600')).toBe(
      'lighthouse-frabout-cpu-index-1600',
    );
    expect(slugOf('2. The files')).toBe('2-the-files');
    expect([...anchorsOf('## Audits\n\n```md\n## Not a heading\n```\n\n## Audits\n')]).toEqual([
      'audits',
      'audits-1',
    ]);
    expect(relativeLinksOf('[a](b.md#c) [d](https://e.f) `[g](h.md)`\n[i]: j.md')).toEqual([
      'b.md#c',
      'j.md',
    ]);
  });
});
