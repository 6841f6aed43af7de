// The SDK (and its React binding) as another app gets it: packed by npm (each `prepack` builds
// its package) and installed from the tarball into a project of its own, outside this repository,
// so nothing resolves to the sources.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * npm run from a script of this project passes its settings down as `npm_*` variables
 * (`npm_config_local_prefix` among them, which would point a nested npm back at this project).
 */
function npmEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_')),
  );
}

async function npm(args: string[], cwd: string): Promise<string> {
  const { stdout } = await run('npm', args, {
    cwd,
    env: npmEnvironment(),
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

/** Packs a package of the workspace (the SDK by default) into `destination`; returns its path. */
export async function packWorkspace(
  destination: string,
  workspace: '@about-site/sdk' | '@about-site/sdk-react' = '@about-site/sdk',
): Promise<string> {
  const root = path.resolve(import.meta.dirname, '..');
  const output = await npm(
    ['pack', '--workspace', workspace, '--pack-destination', destination, '--json'],
    root,
  );
  const [packed] = JSON.parse(output.slice(output.indexOf('['))) as { filename: string }[];
  if (!packed) throw new Error(`npm pack printed no package:\n${output}`);
  return path.join(destination, packed.filename);
}

/** The files a tarball holds, as `npm pack` listed them. */
export async function tarballFiles(tarball: string): Promise<string[]> {
  const { stdout } = await run('tar', ['-tzf', tarball]);
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((file) => file.replace(/^package\//, ''));
}

/**
 * Installs the tarball (and so the SDK's own dependencies, from npm's cache when it has them) into
 * `dir`, which holds the app's package.json or gets a minimal ESM one; `alongside` names more
 * packages to install with it (another tarball, `react@19`).
 */
export async function installPackedSdk(
  dir: string,
  tarball: string,
  packageJson?: Record<string, unknown>,
  alongside: string[] = [],
): Promise<void> {
  if (packageJson) {
    await writeFile(path.join(dir, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`);
  }
  await npm(
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--no-save', tarball, ...alongside],
    dir,
  );
}
