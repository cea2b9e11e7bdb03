import { fork, type Serializable } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * A bench's load comes from a child process running the bench's own file (as pgbench's clients are separate from
 * the server): the parent sends it a plan and waits for its one answer.
 */
const CHILD_ROLE = '--generate-load';

/** Runs the bench file at `moduleUrl` (its import.meta.url) as a child with `plan`; answers what the child sent. */
export function runInChild<Plan extends Serializable, Result>(
  moduleUrl: string,
  plan: Plan,
): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(moduleUrl), [CHILD_ROLE]);
    child.once('message', (result) => resolve(result as Result));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the bench's load process exited with ${code}`));
    });
    child.send(plan);
  });
}

/** In the child: answers the parent's plan with `work` and exits; false in the parent (which then runs the bench). */
export function servedAsChild<Plan, Result>(work: (plan: Plan) => Promise<Result>): boolean {
  if (!process.argv.includes(CHILD_ROLE)) return false;
  process.once('message', async (plan) => {
    process.send?.(await work(plan as Plan), () => process.exit(0));
  });
  return true;
}
