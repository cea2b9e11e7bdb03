import { textsFor } from '@platform/house-kit';
import {
  fakeStudio,
  HASH,
  LAUNCH_TOKEN,
  refuse,
  renderWithTexts,
  studioOpenAnswer,
} from '@platform/house-kit/testing';
import {
  studioPlinkoDropCall,
  studioPlinkoRoundsCall,
  studioPlinkoRulesCall,
} from '@platform/shared-contracts/studio';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { type DropRound, PlinkoGame } from '../game/plinko-game';
import { cn } from '../i18n/cn';
import { en } from '../i18n/en';
import { km } from '../i18n/km';
import type { Sound } from '../sound';
import { App } from './app';

const texts = textsFor({ EN: en, CN: cn, KM: km });

const BOARDS = [8, 12].flatMap((rows) =>
  (['low', 'medium', 'high'] as const).map((risk) => ({
    rows,
    risk,
    multipliers: Array.from({ length: rows + 1 }, (_, k) =>
      Math.abs(k - rows / 2) >= rows / 2 ? '29.00' : '0.50',
    ),
    rtp: '99.00',
  })),
);

function dropRound(
  input: { stake: string; rows: number; risk: DropRound['risk'] },
  nonce: number,
): DropRound {
  const path = 'R'.repeat(input.rows);
  const win = ((Number(input.stake) * 29 * 100) / 100).toFixed(2);
  return {
    roundId: `round-${nonce}`,
    time: '2026-11-26T02:00:00.000Z',
    stake: input.stake,
    totalWin: win,
    balanceBefore: '100.00',
    balanceAfter: (100 - Number(input.stake) + Number(win)).toFixed(2),
    serverSeedHash: HASH,
    serverSeed: null,
    clientSeed: 'my-seed',
    nonce,
    rows: input.rows,
    risk: input.risk,
    path,
    bucket: input.rows,
    multiplier: '29.00',
  };
}

/** A sound that records what it was asked to play (the tone player needs a browser's audio). */
function recordingSound() {
  const sound = {
    enabled: false,
    setEnabled(on: boolean) {
      sound.enabled = on;
    },
    peg: vi.fn<Sound['peg']>(),
    landed: vi.fn<Sound['landed']>(),
  };
  return sound satisfies Sound;
}

async function renderGame(
  options: {
    demo?: boolean;
    lang?: 'EN' | 'CN' | 'KM';
    broke?: boolean;
    stepMs?: number;
    /** How many drop answers the network loses first. */
    lost?: number;
    /** Drop answers wait for it: a slow network. */
    hold?: Promise<void>;
  } = {},
) {
  const open = studioOpenAnswer('plinko', {
    gameCode: 'HOUSE_PLINKO',
    demo: options.demo ?? false,
    betLevels: ['1.00', '2.00', '5.00'],
  });
  const { api, fair } = fakeStudio(open);
  const drops: DropRound[] = [];
  let lost = options.lost ?? 0;
  api
    .on(studioPlinkoRulesCall, () => ({
      boards: BOARDS,
      rtp: '99.00',
      betLevels: open.betLevels,
      engineVersion: 'plinko-1',
    }))
    .on(studioPlinkoDropCall, async (input) => {
      await options.hold;
      if (options.broke) throw refuse('INSUFFICIENT_BALANCE');
      if (lost-- > 0) throw refuse('NETWORK_ABNORMAL');
      const round = dropRound(input, fair.nonce);
      fair.nonce += 1;
      drops.unshift(round);
      return { round, balance: round.balanceAfter, fair: { ...fair } };
    })
    .on(studioPlinkoRoundsCall, () => ({ rounds: drops }));
  const messages: string[] = [];
  const sound = recordingSound();
  const game = new PlinkoGame({ api, postToParent: (m) => messages.push(m.type), sound });
  renderWithTexts(
    <App game={game} sound={sound} stepMs={options.stepMs ?? 0} />,
    texts(options.lang ?? 'EN'),
  );
  await game.open(LAUNCH_TOKEN);
  return { api, game, messages, sound };
}

describe('the plinko screen', () => {
  it('shows the rules with the published RTP before the first bet; dropping starts after Play', async () => {
    const { api } = await renderGame();
    const rules = await screen.findByRole('dialog', { name: 'How to play' });
    expect(within(rules).getByTestId('rtp').textContent).toBe('Return to player: 99.00%');
    fireEvent.click(screen.getByTestId('drop'));
    expect(api.inputsOf(studioPlinkoDropCall)).toHaveLength(0);
    fireEvent.click(within(rules).getByRole('button', { name: 'Play' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('drops with the chosen rows, risk and stake, lands the ball in its bucket and shows the win and balance', async () => {
    const { api, messages } = await renderGame();
    fireEvent.click(screen.getByTestId('play'));
    expect(document.querySelectorAll('.bucket')).toHaveLength(13);
    fireEvent.change(screen.getByTestId('rows'), { target: { value: '8' } });
    fireEvent.click(screen.getByTestId('risk-high'));
    fireEvent.change(screen.getByTestId('stake'), { target: { value: '2' } });
    expect(document.querySelectorAll('.bucket')).toHaveLength(9);
    expect(document.querySelectorAll('.peg')).toHaveLength(3 + 4 + 5 + 6 + 7 + 8 + 9 + 10);
    fireEvent.click(screen.getByTestId('drop'));
    await waitFor(() => expect(screen.getByTestId('result').textContent).toBe('29× : 145.00'));
    expect(screen.getByTestId('landed-bucket').textContent).toBe('29');
    expect(api.inputsOf(studioPlinkoDropCall)[0]).toMatchObject({ stake: '5.00', rows: 8, risk: 'high' });
    expect(screen.getByTestId('top-balance').textContent).toBe('240.00');
    expect(messages).toEqual(['house-game:balance']);
  });

  it('starts with the sound off; turned on, the ball ticks at each row and chimes with its bucket as it lands', async () => {
    const { sound } = await renderGame({ stepMs: 1 });
    fireEvent.click(screen.getByTestId('play'));
    const button = screen.getByTestId('sound');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(sound.enabled).toBe(true);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(screen.getByTestId('rows'), { target: { value: '8' } });
    fireEvent.click(screen.getByTestId('drop'));
    await waitFor(() => expect(sound.landed).toHaveBeenCalledWith(29));
    expect(sound.peg).toHaveBeenCalledTimes(8);
  });

  it('says when the balance is too low, and moves nothing on screen', async () => {
    await renderGame({ broke: true });
    fireEvent.click(screen.getByTestId('play'));
    fireEvent.click(screen.getByTestId('drop'));
    await waitFor(() =>
      expect(screen.getByTestId('result').textContent).toBe('Not enough balance for this bet.'),
    );
    expect(screen.getByTestId('top-balance').textContent).toBe('100.00');
    expect(screen.queryByTestId('ball')).toBeNull();
  });

  it('keeps a drop whose answer was lost, with its board and stake, and the next press sends it again', async () => {
    const { api } = await renderGame({ lost: 2 });
    fireEvent.click(screen.getByTestId('play'));
    fireEvent.change(screen.getByTestId('stake'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('drop'));
    await waitFor(() => expect(screen.getByTestId('result').textContent).toContain('The connection dropped'));
    expect(screen.getByTestId('top-balance').textContent).toBe('100.00');
    expect((screen.getByTestId('stake') as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByTestId('risk-high') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByTestId('drop'));
    await waitFor(() => expect(screen.getByTestId('result').textContent).toBe('29× : 58.00'));
    const sent = api.inputsOf(studioPlinkoDropCall);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((drop) => drop.requestId)).size).toBe(1);
    expect((screen.getByTestId('stake') as HTMLSelectElement).disabled).toBe(false);
  });

  it('keeps the keyboard on Drop while the drop is answered, and a second press sends nothing', async () => {
    let answer = () => {};
    const { api } = await renderGame({ hold: new Promise((resolve) => (answer = resolve)) });
    fireEvent.click(screen.getByTestId('play'));
    const drop = screen.getByTestId('drop') as HTMLButtonElement;
    drop.focus();
    fireEvent.click(drop);
    await waitFor(() => expect(drop.getAttribute('aria-busy')).toBe('true'));
    // Busy, not disabled: a browser moves a disabled button's focus to the page.
    expect(drop.disabled).toBe(false);
    expect(document.activeElement).toBe(drop);
    fireEvent.click(drop);
    answer();
    await waitFor(() => expect(drop.getAttribute('aria-busy')).toBe('false'));
    expect(api.inputsOf(studioPlinkoDropCall)).toHaveLength(1);
  });

  it('lists the last drops with their paths in the history', async () => {
    const { game } = await renderGame();
    game.play();
    await game.drop();
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    await waitFor(() => expect(screen.getByTestId('history-path').textContent).toContain('RRRRRRRRRRRR'));
  });

  it('speaks Khmer and says demo in demo play, sound off from the start', async () => {
    await renderGame({ demo: true, lang: 'KM' });
    expect(screen.getByRole('dialog', { name: 'របៀបលេង' })).toBeTruthy();
    expect(screen.getByTestId('demo-banner')).toBeTruthy();
    expect(screen.getByTestId('drop').textContent).toBe('ទម្លាក់');
  });
});
