import { DEMO_OPERATOR } from '../../platform-api/src/db/seed';
import { totpCodeAt } from '../../platform-api/src/modules/operator/operator-totp';
import type { Site } from './site';

const TOTP_STEP_MS = 30_000;

/**
 * A code of the demo operator's authenticator app that the server will still take: a code works once, so when the
 * current 30-second step was already used (another test signed in moments ago) this waits for the next step.
 */
export async function freshOperatorCode(site: Site): Promise<string> {
  const [row] = await site.db.query<{ step: string | null }>(
    'select totp_last_step::text as step from operators where lower(username) = lower($1)',
    [DEMO_OPERATOR.username],
  );
  const used = row?.step ? Number(row.step) : -1;
  for (;;) {
    const now = site.deps.now().getTime();
    if (Math.floor(now / TOTP_STEP_MS) > used) return totpCodeAt(DEMO_OPERATOR.totpSecret, new Date(now));
    await new Promise((resolve) => setTimeout(resolve, TOTP_STEP_MS - (now % TOTP_STEP_MS) + 100));
  }
}
