import { studioClientSeedCall, studioRotateSeedCall } from '@platform/shared-contracts/studio';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { describe, expect, it, vi } from 'vitest';
import { seedActions } from '../studio/seeds';
import { fakeStudio, HASH, NEXT_HASH, REVEALED_SEED, renderWithTexts, studioOpenAnswer } from '../testing';
import { FairnessPanel } from './fairness-panel';
import { HistoryPanel, RoundCard } from './history-panel';
import { TopBar } from './top-bar';

function Fairness({ api }: { api: ReturnType<typeof fakeStudio>['api'] }) {
  const seeds = seedActions(api);
  const [fair, setFair] = useState(studioOpenAnswer('mines').fair);
  return (
    <FairnessPanel
      fair={fair}
      busy={false}
      onClientSeed={async (seed) => setFair(await seeds.setClientSeed(seed))}
      onRotate={async () => {
        const answer = await seeds.rotate();
        setFair(answer.next);
        return answer;
      }}
      verifyHref={(revealed) => `/verify?seed=${revealed.serverSeed}&nonce=${revealed.lastNonce}`}
      onClose={() => undefined}
    />
  );
}

describe('the fairness panel', () => {
  it('sets only a valid client seed, and rotating reveals the old seed with the verifier link', async () => {
    const { api, fair } = fakeStudio(studioOpenAnswer('mines'));
    fair.nonce = 3;
    renderWithTexts(<Fairness api={api} />);
    const panel = screen.getByRole('dialog', { name: 'Provably fair' });
    expect(within(panel).getByTestId('server-seed-hash').textContent).toBe(HASH);
    const input = within(panel).getByLabelText('Client seed');
    fireEvent.input(input, { target: { value: 'no spaces allowed' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Use this client seed' }));
    expect(await within(panel).findByText('Use 1 to 64 letters, digits, - or _.')).toBeTruthy();
    expect(api.inputsOf(studioClientSeedCall)).toHaveLength(0);
    fireEvent.input(input, { target: { value: 'lucky_7' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Use this client seed' }));
    expect(await within(panel).findByText('Client seed saved.')).toBeTruthy();
    expect(api.inputsOf(studioClientSeedCall)).toEqual([{ clientSeed: 'lucky_7' }]);

    fireEvent.click(within(panel).getByRole('button', { name: 'Rotate server seed' }));
    const revealed = await screen.findByTestId('revealed');
    expect(within(revealed).getByText(REVEALED_SEED)).toBeTruthy();
    expect(
      within(revealed).getByRole('link', { name: 'Verify a round in the verifier' }).getAttribute('href'),
    ).toBe(`/verify?seed=${REVEALED_SEED}&nonce=2`);
    expect(api.inputsOf(studioRotateSeedCall)).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('server-seed-hash').textContent).toBe(NEXT_HASH));
    expect(screen.getByTestId('nonce').textContent).toBe('0');
  });

  it('says so when no round was played with the revealed seed', async () => {
    const { api } = fakeStudio(studioOpenAnswer('plinko'));
    renderWithTexts(<Fairness api={api} />);
    fireEvent.click(screen.getByRole('button', { name: 'Rotate server seed' }));
    expect(await screen.findByText('No round was played with this seed.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

const round = {
  roundId: 'round-0123456789abcdef',
  time: '2026-11-23T10:00:00.000Z',
  stake: '1.00',
  payout: '2.50',
  balanceBefore: '100.00',
  balanceAfter: '101.50',
  serverSeedHash: HASH,
  serverSeed: null as string | null,
  clientSeed: 'my-seed',
  nonce: 4,
};

describe('the history panel', () => {
  it('shows each recalled round in the game’s own way, with the seed hidden until rotated', async () => {
    renderWithTexts(
      <HistoryPanel
        load={async () => [round, { ...round, roundId: 'round-2', serverSeed: REVEALED_SEED, nonce: 3 }]}
        keyOf={(r) => r.roundId}
        renderRound={(r) => (
          <RoundCard round={r} verifyHref={(seed) => `/verify?seed=${seed}&nonce=${r.nonce}`}>
            <p>tiles 3, 7</p>
          </RoundCard>
        )}
        onClose={() => undefined}
      />,
    );
    const [hidden, revealed] = (await screen.findAllByTestId('history-round')) as [HTMLElement, HTMLElement];
    expect(hidden.textContent).toContain('tiles 3, 7');
    expect(within(hidden).getByText('101.50')).toBeTruthy();
    expect(hidden.textContent).toContain('hidden until rotated');
    expect(within(revealed).getByRole('link', { name: 'Verify' }).getAttribute('href')).toBe(
      `/verify?seed=${REVEALED_SEED}&nonce=3`,
    );
  });

  it('says why when the recall fails, and that there is nothing yet when there is nothing', async () => {
    const failing = renderWithTexts(
      <HistoryPanel
        load={() => Promise.reject(Object.assign(new Error('x'), { code: 'GAME_SESSION_EXPIRED' }))}
        keyOf={() => ''}
        renderRound={() => null}
        onClose={() => undefined}
      />,
    );
    expect(
      await screen.findByText('Could not load. Close and try again. (GAME_SESSION_EXPIRED)'),
    ).toBeTruthy();
    failing.unmount();
    renderWithTexts(
      <HistoryPanel
        load={async () => []}
        keyOf={() => ''}
        renderRound={() => null}
        onClose={() => undefined}
      />,
    );
    expect(await screen.findByText('No rounds yet.')).toBeTruthy();
  });
});

describe('the top bar', () => {
  it('starts with the sound off, shows the balance and opens the game’s panels', () => {
    const onPanel = vi.fn();
    const sound = { enabled: false, setEnabled: vi.fn() };
    renderWithTexts(
      <TopBar
        title="Crash"
        balance="1234.50"
        menu={[
          { id: 'rules', label: 'Rules' },
          { id: 'fairness', label: 'Fairness' },
        ]}
        onPanel={onPanel}
        onBack={() => undefined}
        sound={sound}
      />,
    );
    expect(screen.getByTestId('sound').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('top-balance').textContent).toBe('1,234.50');
    fireEvent.click(screen.getByRole('button', { name: 'Fairness' }));
    expect(onPanel).toHaveBeenCalledWith('fairness');
    fireEvent.click(screen.getByTestId('sound'));
    expect(sound.setEnabled).toHaveBeenLastCalledWith(true);
    expect(screen.getByTestId('sound').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('sound'));
    expect(sound.setEnabled).toHaveBeenLastCalledWith(false);
    expect(screen.getByTestId('sound').getAttribute('aria-pressed')).toBe('false');
  });
});
