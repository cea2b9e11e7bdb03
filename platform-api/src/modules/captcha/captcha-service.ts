import { randomBytes } from 'node:crypto';
import { ApiError } from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import { consumeRate } from '../rate-limit/rate-limiter';
import { sha256 } from '../security/tokens';
import { renderCaptchaPng } from './render-captcha-png';

export const CAPTCHA_TTL_SECONDS = 120;
/** The client refreshes at most once a second (spec section 5); the server allows a burst above that. */
const REFRESH_LIMIT_PER_MINUTE = 30;

function answerHash(captchaId: string, answer: string): string {
  return sha256(`${captchaId}:${answer.trim().toUpperCase()}`);
}

export async function createCaptcha(deps: Deps, ip: string) {
  await consumeRate(deps, {
    key: `captcha:ip:${ip}`,
    windowSeconds: 60,
    limit: REFRESH_LIMIT_PER_MINUTE,
    code: 'TOO_MANY_ATTEMPTS',
  });
  const captchaId = randomBytes(16).toString('hex');
  const text = deps.captchaText();
  const expiresAt = new Date(deps.now().getTime() + CAPTCHA_TTL_SECONDS * 1000);
  await deps.db.query('insert into captchas (id, answer_hash, expires_at) values ($1, $2, $3)', [
    captchaId,
    answerHash(captchaId, text),
    expiresAt,
  ]);
  return {
    captchaId,
    image: renderCaptchaPng(text).toString('base64'),
    expiresInSeconds: CAPTCHA_TTL_SECONDS,
  };
}

/** A captcha answers once: right or wrong, it is used up. Missing, expired or wrong: CAPTCHA_CHECK_FAILED. */
export async function checkCaptcha(deps: Deps, captchaId: string | undefined, answer: string | undefined) {
  if (!captchaId || !answer) throw new ApiError('CAPTCHA_CHECK_FAILED', { value: { captchaRequired: true } });
  const [row] = await deps.db.query<{ answer_hash: string }>(
    `update captchas set consumed_at = $2
      where id = $1 and consumed_at is null and expires_at > $2
      returning answer_hash`,
    [captchaId, deps.now()],
  );
  if (!row || row.answer_hash !== answerHash(captchaId, answer)) {
    throw new ApiError('CAPTCHA_CHECK_FAILED', { value: { captchaRequired: true } });
  }
}
