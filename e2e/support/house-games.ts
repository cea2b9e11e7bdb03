import { vendorAdapter } from '../../platform-api/src/modules/games/vendor-adapter';
import { DEMO } from './player';
import type { Site } from './site';

/** The launch URL the HOUSE adapter gives the demo member for an in-house game, as the game page opens it. */
export async function houseLaunchUrl(site: Site, gameCode: string, demo = false): Promise<string> {
  const [member] = await site.sql<{ id: number }>('select id from members where account = $1', [
    DEMO.account,
  ]);
  const adapter = vendorAdapter('HOUSE');
  if (!adapter || !member) throw new Error('the HOUSE vendor adapter and the demo member are needed');
  const { url } = await adapter.launch(site.deps, {
    memberId: member.id,
    // Straight through the adapter, under no login of the member.
    memberSession: null,
    merchantCode: 'DEMOKH',
    regionCurrency: 'KHR',
    language: 'EN',
    gameCode,
    demo,
    walletVendor: 'MAIN',
    returnUrl: '/rng',
  });
  return url;
}

/** The demo member's main wallet balance as the games show it ("10,000.00"). */
export async function demoMainBalance(site: Site): Promise<string> {
  const [row] = await site.sql<{ balance: string }>(
    `select a.balance::text as balance from ledger_accounts a join members m on m.id = a.member_id
      where m.account = $1 and a.kind = 'MEMBER_MAIN'`,
    [DEMO.account],
  );
  const minor = BigInt(row?.balance ?? '0');
  return `${(minor / 100n).toLocaleString('en-US')}.${(minor % 100n).toString().padStart(2, '0')}`;
}
