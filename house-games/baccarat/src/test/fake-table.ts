import {
  BACCARAT_PUBLISHED_RTP,
  CUT_CARD_POSITION,
  dealHandAt,
  hashServerSeed,
  SHOE_SIZE,
  settleBets,
  shoeOrder,
} from '@platform/house-engine';
import { fakeStudio, refuse, studioOpenAnswer } from '@platform/house-kit/testing';
import {
  baccaratDealCall,
  baccaratHandsCall,
  baccaratRulesCall,
  baccaratShoeCall,
  formatMoney,
  parseMoney,
} from '@platform/shared-contracts/studio';
import type { Hand } from '../game/baccarat-game';

export const SHOE_SEED = 'd'.repeat(64);
export const CLIENT_SEED = 'my-seed';
export const NO_DELAYS = { cardGapMs: 0 };

/**
 * A fake studio whose table deals real hands from one real shoe (the engine), with the balance it is given. `lost`
 * deals are refused as a dropped connection first.
 */
export function fakeTable(
  options: { balance?: string; demo?: boolean; lost?: number; hold?: Promise<void> } = {},
) {
  let lost = options.lost ?? 0;
  const open = studioOpenAnswer('baccarat', {
    balance: options.balance ?? '100.00',
    demo: options.demo ?? false,
    betLevels: ['1.00', '5.00', '10.00', '50.00', '100.00', '500.00'],
    rtp: BACCARAT_PUBLISHED_RTP.banker,
    fair: { serverSeedHash: hashServerSeed(SHOE_SEED), clientSeed: CLIENT_SEED, nonce: 0 },
  });
  const { api } = fakeStudio(open);
  const order = shoeOrder(SHOE_SEED, CLIENT_SEED);
  const table = { position: 0, hands: 0, balance: parseMoney(open.balance), dealt: [] as Hand[] };
  const shoe = () => ({
    serverSeedHash: hashServerSeed(SHOE_SEED),
    clientSeed: CLIENT_SEED,
    cardsDealt: table.position,
    cardsToCut: CUT_CARD_POSITION - table.position,
    shoeSize: SHOE_SIZE,
    handsDealt: table.hands,
  });
  api
    .on(baccaratRulesCall, () => ({
      decks: 8,
      shoeSize: SHOE_SIZE,
      cutCardPosition: CUT_CARD_POSITION,
      stakeUnit: '1.00',
      maxStake: '5000.00',
      bets: (['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const).map((kind) => ({
        kind,
        pays: { player: '1:1', banker: '0.95:1', tie: '8:1', playerPair: '11:1', bankerPair: '11:1' }[kind],
        rtp: BACCARAT_PUBLISHED_RTP[kind],
      })),
      engineVersion: 'baccarat-1',
    }))
    .on(baccaratShoeCall, () => shoe())
    .on(baccaratHandsCall, () => ({ hands: [...table.dealt].reverse() }))
    .on(baccaratDealCall, async ({ bets }) => {
      // A slow network: deals wait for it.
      await options.hold;
      if (lost-- > 0) refuse('NETWORK_ABNORMAL');
      const hand = dealHandAt(order, table.position);
      const settled = settleBets(
        hand,
        bets.map((bet) => ({ kind: bet.kind, stake: parseMoney(bet.stake) })),
      );
      if (settled.stake > table.balance) refuse('INSUFFICIENT_BALANCE');
      const before = table.balance;
      table.balance += settled.win - settled.stake;
      const view: Hand = {
        roundId: `round-${table.hands + 1}`,
        time: '2026-01-01T00:00:00.000Z',
        position: table.position,
        player: hand.player,
        banker: hand.banker,
        playerTotal: hand.playerTotal,
        bankerTotal: hand.bankerTotal,
        winner: hand.winner,
        playerPair: hand.playerPair,
        bankerPair: hand.bankerPair,
        bets: settled.bets.map((bet) => ({
          kind: bet.kind,
          stake: formatMoney(bet.stake),
          win: formatMoney(bet.win),
        })),
        stake: formatMoney(settled.stake),
        totalWin: formatMoney(settled.win),
        balanceBefore: formatMoney(before),
        balanceAfter: formatMoney(table.balance),
        serverSeedHash: hashServerSeed(SHOE_SEED),
        serverSeed: null,
        clientSeed: CLIENT_SEED,
      };
      table.position += hand.cardsUsed;
      table.hands += 1;
      table.dealt.push(view);
      return { hand: view, balance: view.balanceAfter, shoe: shoe() };
    });
  return { api, open, table, order };
}
