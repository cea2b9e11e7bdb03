import { studioOpenCall } from '@platform/shared-contracts/server';
import type { Deps } from '../platform-api/src/deps';
import { houseVendorAdapter } from '../platform-api/src/modules/studio/launch-service';
import { insertFundedMembers } from './funded-members';

/**
 * `count` members of a merchant with a funded main wallet, each with an open game session of a studio game: launched
 * through the HOUSE adapter as the lobby does, opened over HTTP with the one-time token as the game page does.
 */
export async function openStudioSessions(
  url: string,
  deps: Deps,
  plan: {
    merchantCode: string;
    currency: string;
    gameCode: string;
    count: number;
    opening: bigint;
    prefix: string;
  },
): Promise<string[]> {
  const memberIds = await deps.db.transaction((tx) =>
    insertFundedMembers(tx, {
      merchantCode: plan.merchantCode,
      currency: plan.currency,
      amount: plan.opening,
      count: plan.count,
      prefix: plan.prefix,
      signIn: 'bench: plays by a minted launch',
      now: deps.now(),
    }),
  );
  const sessions: string[] = [];
  for (const memberId of memberIds) {
    const { url: gameUrl } = await houseVendorAdapter.launch(deps, {
      memberId,
      // Straight through the adapter, under no login of the member.
      memberSession: null,
      merchantCode: plan.merchantCode,
      regionCurrency: plan.currency,
      language: 'EN',
      gameCode: plan.gameCode,
      demo: false,
      walletVendor: 'MAIN',
      returnUrl: '/',
    });
    const launchToken = new URL(gameUrl, url).searchParams.get('launch');
    const response = await fetch(`${url}${studioOpenCall.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ launchToken }),
    });
    const body = (await response.json()) as { value?: { gameSession?: string } };
    if (!response.ok || !body.value?.gameSession)
      throw new Error(`opening ${plan.gameCode} failed: ${JSON.stringify(body)}`);
    sessions.push(body.value.gameSession);
  }
  return sessions;
}
