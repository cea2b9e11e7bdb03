import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A build that did not produce a release; the message says which remote and where to look. */
export class BuildError extends Error {
  override name = 'BuildError';
}

export function packageVersion(repoRoot: string, folder: string): string {
  const file = join(repoRoot, folder, 'package.json');
  if (!existsSync(file)) throw new BuildError(`${folder}/package.json is missing: is ${folder} built here?`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/**
 * Builds one remote, and nothing else, with its own rspack config in production mode into `outDir`, as `version`
 * (the remote config reads REMOTE_OUT_DIR and REMOTE_VERSION; MF_BUILD_VERSION puts the same version in the
 * manifest). The build's output is passed through, so a squad member sees rspack's errors as they are.
 */
export async function buildRemote(
  repoRoot: string,
  folder: string,
  version: string,
  outDir: string,
  output: 'inherit' | 'ignore' = 'inherit',
): Promise<void> {
  const dir = join(repoRoot, folder);
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('pnpm', ['exec', 'rspack', 'build', '--mode', 'production'], {
      cwd: dir,
      stdio: ['ignore', output, output === 'inherit' ? 'inherit' : 'pipe'],
      env: { ...process.env, REMOTE_OUT_DIR: outDir, REMOTE_VERSION: version, MF_BUILD_VERSION: version },
    });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (exit) => {
      if (exit !== 0 && errors) process.stderr.write(errors);
      resolve(exit);
    });
  });
  if (code !== 0)
    throw new BuildError(`rspack could not build ${folder} (exit ${code}); its errors are above`);
  if (!existsSync(join(outDir, 'mf-manifest.json')) || !existsSync(join(outDir, 'remoteEntry.js')))
    throw new BuildError(`the build of ${folder} has no mf-manifest.json or remoteEntry.js: is it a remote?`);
}
