import { LAUNCH_TOKEN, refuse, renderWithTexts } from '@platform/house-kit/testing';
import { crashBetCall, crashCashOutCall, crashStateCall } from '@platform/shared-contracts/studio';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { CrashGame, type ParentMessage } from '../game/crash-game';
import { translator } from '../i18n/texts';
import { createCrashSound } from '../sound/crash-sounds';
import { crashRound, crashStudio, fakeSockets, myBet, T0, welcome } from '../test/fake-live';
import { App } from './app';

async function renderCrash(studio = crashStudio(), lang = 'EN') {
  const live = fakeSockets();
  let now = T0;
  const messages: ParentMessage[] = [];
  const game = new CrashGame({
    api: studio.api,
    postToParent: (message) => messages.push(message),
    openSocket: live.openSocket,
    // This device's clock runs 2 s behind the server's: the screen must follow the server's.
    now: () => now - 2000,
    reconnectMs: 5,
  });
  renderWithTexts(<App game={game} sound={createCrashSound()} />, translator(lang));
  await game.open(LAUNCH_TOKEN);
  const socket = live.sockets[0]!;
  socket.accept();
  socket.push(welcome());
  return {
    game,
    live,
    socket,
    messages,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('crash', () => {
  it('shows the rules with the RTP and the hash chain before the first bet, and takes no bet before Play', async () => {
    const { game, socket } = await renderCrash();
    const rules = await screen.findByRole('dialog', { name: 'How to play' });
    expect(within(rules).getByTestId('rtp').textContent).toBe('Return to player: 99.00%');
    expect(within(rules).getByTestId('chain-intro').textContent).toContain('SHA-256');
    expect(within(rules).getByText(/betting window of 7 s/)).toBeTruthy();
    expect(socket.sent).toEqual([{ type: 'auth', gameSession: 'game-session-1' }]);
    expect(game.canBet()).toBe(false);
    fireEvent.click(within(rules).getByRole('button', { name: 'Play' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByTestId('bet') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('sound').getAttribute('aria-pressed')).toBe('false');
  });

  it('a member bets in the window, watches the multiplier rise from the server’s start and cashes out', async () => {
    const studio = crashStudio();
    studio.api.on(crashBetCall, ({ stake, autoCashOut }) => ({
      bet: myBet({ stake, autoCashOut: autoCashOut ? '3.00' : null }),
      balance: '95.00',
    }));
    studio.api.on(crashCashOutCall, () => ({
      bet: myBet({ status: 'cashed_out', cashedOutAt: '2.00', win: '10.00' }),
      balance: '105.00',
    }));
    const { game, socket, messages, advance } = await renderCrash(studio);
    game.play();
    // Server time T0 + 2 s, bets close at T0 + 7 s.
    expect((await screen.findByTestId('caption')).textContent).toBe('Bets close in 5 s');
    fireEvent.click(screen.getByRole('button', { name: '5.00' }));
    fireEvent.click(screen.getByTestId('auto-on'));
    fireEvent.input(screen.getByTestId('auto'), { target: { value: '3' } });
    // The rules hand the focus to the game as they close; then the player moves it to Bet.
    await waitFor(() => expect(document.activeElement?.tagName).toBe('MAIN'));
    screen.getByTestId('bet').focus();
    fireEvent.click(screen.getByTestId('bet'));
    await waitFor(() => expect(screen.getByTestId('top-balance').textContent).toBe('95.00'));
    // Placed, the button cannot be pressed again but keeps the keyboard's focus.
    expect(screen.getByTestId('bet').getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(screen.getByTestId('bet'));
    const [sent] = studio.api.inputsOf(crashBetCall);
    expect(sent).toMatchObject({ roundId: '41', stake: '5.00', autoCashOut: '3' });
    expect(sent?.requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.getByTestId('notice').textContent).toBe('Bet placed: 5.00, auto cash-out at 3.00×');
    expect(messages).toContainEqual({ type: 'house-game:balance' });

    advance(5000);
    socket.push({ type: 'started', serverTime: T0 + 7000, roundId: '41', startedAt: T0 + 7000 });
    // 11.6 s after the start the multiplier is 2.00 (floor(100·e^(0.00006·11600)) = 200).
    advance(11600);
    await waitFor(() => expect(screen.getByTestId('multiplier').textContent).toBe('2.00×'));
    // Bet gave way to Cash out under the keyboard's focus: it went along.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('cash-out')));
    fireEvent.click(screen.getByTestId('cash-out'));
    await waitFor(() => expect(screen.getByTestId('notice').textContent).toBe('Cashed out at 2.00×: +10.00'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('bet')));
    expect(studio.api.inputsOf(crashCashOutCall)).toEqual([{ roundId: '41' }]);
    expect(screen.getByTestId('top-balance').textContent).toBe('105.00');
    expect(screen.queryByTestId('cash-out')).toBeNull();
  });

  it('lists everyone’s bets and cash-outs, and adds the crash point to the history when the round crashes', async () => {
    const { socket } = await renderCrash();
    socket.push({
      type: 'bets',
      serverTime: T0 + 3000,
      roundId: '41',
      bets: [
        { betId: 'b1', player: 'de***01', stake: '10.00', cashedOutAt: null, win: null },
        { betId: 'b2', player: 'so***ak', stake: '2.00', cashedOutAt: null, win: null },
      ],
    });
    socket.push({ type: 'started', serverTime: T0 + 7000, roundId: '41', startedAt: T0 + 7000 });
    socket.push({
      type: 'cashouts',
      serverTime: T0 + 20000,
      roundId: '41',
      cashOuts: [{ betId: 'b1', player: 'de***01', cashedOutAt: '2.10', win: '21.00' }],
    });
    const rows = await screen.findAllByTestId('player');
    expect(rows.map((row) => row.textContent)).toEqual(['de***0110.002.10×+21.00', 'so***ak2.00']);
    expect(screen.getByText('Players this round (2)')).toBeTruthy();
    socket.push({
      type: 'crashed',
      serverTime: T0 + 22000,
      round: crashRound({
        phase: 'crashed',
        startedAt: T0 + 7000,
        crashedAt: T0 + 22000,
        crashPoint: '2.45',
        seed: 'e'.repeat(64),
      }),
    });
    await waitFor(() => expect(screen.getByTestId('multiplier').textContent).toBe('2.45×'));
    expect(screen.getByTestId('caption').textContent).toBe('Crashed at 2.45×');
    expect(screen.getByTestId('history-strip').textContent).toBe('2.45×');
    // Both scroll on a phone once they fill up: a keyboard player reaches them by name to scroll them (axe's
    // scrollable-region-focusable).
    expect(screen.getByRole('list', { name: 'Recent crash points' }).tabIndex).toBe(0);
    expect(screen.getByRole('list', { name: 'Players this round (2)' }).tabIndex).toBe(0);
  });

  it('tells the player when the server settles their bet without them (automatic cash-out, loss)', async () => {
    const studio = crashStudio();
    studio.api.on(crashBetCall, ({ stake }) => ({ bet: myBet({ stake }), balance: '95.00' }));
    const { game, socket } = await renderCrash(studio);
    game.play();
    await game.bet('5.00', null);
    socket.push({ type: 'started', serverTime: T0 + 7000, roundId: '41', startedAt: T0 + 7000 });
    socket.push({
      type: 'crashed',
      serverTime: T0 + 9000,
      round: crashRound({
        phase: 'crashed',
        startedAt: T0 + 7000,
        crashedAt: T0 + 9000,
        crashPoint: '1.12',
        seed: 'e'.repeat(64),
      }),
    });
    socket.push({
      type: 'my-bet',
      serverTime: T0 + 9000,
      bet: myBet({ status: 'lost', win: '0.00' }),
      balance: '95.00',
    });
    await waitFor(() =>
      expect(screen.getByTestId('notice').textContent).toBe('Crashed at 1.12×: stake lost'),
    );
  });

  it('refuses a bet the rules do not allow before sending it, and says why the server refused one', async () => {
    const studio = crashStudio();
    studio.api.on(crashBetCall, () => refuse('CRASH_BETTING_CLOSED'));
    const { game } = await renderCrash(studio);
    game.play();
    await game.bet('0.50', null);
    expect(game.state.notice?.key).toBe('stakeInvalid');
    await game.bet('5.00', '1.00');
    expect(screen.getByTestId('notice').textContent).toBe(
      'Auto cash-out is a multiplier from 1.01 to 1000.00.',
    );
    await game.bet('500.00', null);
    expect(game.state.notice?.key).toBe('insufficientFunds');
    expect(studio.api.inputsOf(crashBetCall)).toHaveLength(0);
    await game.bet('5.00', null);
    await waitFor(() =>
      expect(screen.getByTestId('notice').textContent).toBe('Bets are closed for this round.'),
    );
  });

  it('sends a bet whose answer was lost again as it was sent, so the round’s one bet is placed once', async () => {
    const studio = crashStudio();
    let lost = 2;
    studio.api.on(crashBetCall, ({ stake }) => {
      if (lost-- > 0) refuse('NETWORK_ABNORMAL');
      return { bet: myBet({ stake }), balance: '95.00' };
    });
    const { game } = await renderCrash(studio);
    game.play();
    await game.bet('5.00', null);
    expect(screen.getByTestId('notice').textContent).toContain('The connection dropped');
    expect(screen.getByTestId('top-balance').textContent).toBe('100.00');
    // The form shows the bet the next press sends, and no other stake can be chosen for it.
    const stake = screen.getByTestId('stake') as HTMLInputElement;
    expect([stake.value, stake.disabled]).toEqual(['5.00', true]);
    expect(screen.getByTestId('bet').textContent).toBe('Bet 5.00');
    expect((screen.getByRole('button', { name: '1.00' }) as HTMLButtonElement).disabled).toBe(true);
    await game.bet('7.00', null);
    await waitFor(() => expect(screen.getByTestId('top-balance').textContent).toBe('95.00'));
    expect((screen.getByTestId('stake') as HTMLInputElement).disabled).toBe(false);
    const sent = studio.api.inputsOf(crashBetCall);
    expect(sent.map((bet) => bet.stake)).toEqual(['5.00', '5.00', '5.00']);
    expect(new Set(sent.map((bet) => bet.requestId)).size).toBe(1);
  });

  it('reconnects when the socket drops, authenticates again and takes the round from the new welcome', async () => {
    const studio = crashStudio();
    const { live, socket } = await renderCrash(studio);
    studio.setBalance('120.00');
    socket.drop();
    expect(await screen.findByTestId('reconnecting')).toBeTruthy();
    await waitFor(() => expect(live.sockets).toHaveLength(2));
    const again = live.sockets[1]!;
    again.accept();
    expect(again.sent).toEqual([{ type: 'auth', gameSession: 'game-session-1' }]);
    again.push(
      welcome({
        serverTime: T0 + 30000,
        round: crashRound({ roundId: '42', roundNumber: 42, bettingEndsAt: T0 + 33000 }),
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('reconnecting')).toBeNull());
    expect(screen.getByTestId('caption').textContent).toBe('Bets close in 3 s');
    // Away from the round the balance may have moved (an automatic cash-out): it is read again.
    await waitFor(() => expect(screen.getByTestId('top-balance').textContent).toBe('120.00'));
    expect(studio.api.inputsOf(crashStateCall)).toHaveLength(2);
  });

  it('ends the game when the socket says the session expired, and speaks Khmer', async () => {
    const { socket, live } = await renderCrash(crashStudio(), 'KM');
    expect(await screen.findByRole('button', { name: 'លេង' })).toBeTruthy();
    socket.push({ type: 'error', code: 'GAME_SESSION_EXPIRED', message: 'expired' });
    socket.drop();
    expect(await screen.findByText('វគ្គហ្គេមរបស់អ្នកបានបញ្ចប់។ សូមត្រឡប់ក្រោយ ហើយបើកហ្គេមម្តងទៀត។')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(live.sockets).toHaveLength(1);
  });
});
