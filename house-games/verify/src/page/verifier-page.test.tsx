import { createHash, createHmac } from 'node:crypto';
import { ENGINE_VERSION, fairStream, playRound, TEMPLE_PAYTABLE } from '@platform/house-engine';
import type { VerifierEntry } from '@platform/house-kit';
import { createFakeApi } from '@platform/house-kit/testing';
import { type CallResponse, studioVerifyInfoCall } from '@platform/shared-contracts/studio';
import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { VERIFIERS } from '../verifiers';
import { VerifierPage } from './verifier-page';

const SERVER_SEED = '5a'.repeat(32);
const HASH = createHash('sha256').update(SERVER_SEED).digest('hex');
const nodeHmac = (key: Uint8Array, message: Uint8Array) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

/** The paytable as the studio sends it (JSON: plain arrays). */
const PUBLISHED = JSON.parse(JSON.stringify(TEMPLE_PAYTABLE)) as CallResponse<
  typeof studioVerifyInfoCall
>['paytable'];

function studio() {
  return createFakeApi().on(studioVerifyInfoCall, () => ({
    paytable: PUBLISHED,
    engineVersion: ENGINE_VERSION,
    rtp: '96.02',
  }));
}

function open(query: string, verifiers: readonly VerifierEntry[] = VERIFIERS) {
  const api = studio();
  const navigate = vi.fn();
  render(
    <VerifierPage verifiers={verifiers} query={new URLSearchParams(query)} navigate={navigate} api={api} />,
  );
  return { api, navigate };
}

/** A second game, to show the picker switches sections (the lead adds the real ones at merge). */
const coinVerifier: VerifierEntry = {
  game: 'coin',
  names: { EN: 'Coin', CN: '硬币', KM: 'កាក់' },
  Section: ({ query }) => <p data-testid="coin-section">coin {query.get('nonce') ?? '-'}</p>,
};

describe('the verifier page', () => {
  it('opened from a slot round, replays it with the published paytable and checks the seed against its hash', async () => {
    const expected = playRound(
      fairStream({ serverSeed: SERVER_SEED, clientSeed: 'my-seed', nonce: 12 }, nodeHmac),
      TEMPLE_PAYTABLE,
      100n,
    );
    const { api } = open(
      `game=slot&serverSeed=${SERVER_SEED}&hash=${HASH}&clientSeed=my-seed&nonce=12&stake=1.00&lang=EN`,
    );
    expect((await screen.findByTestId('hash-check')).textContent).toBe(
      'SHA-256 of the server seed matches the hash shown before play.',
    );
    expect(api.inputsOf(studioVerifyInfoCall)).toEqual([{ gameCode: 'HOUSE_SLOT_TEMPLE' }]);
    expect(screen.getAllByTestId('verify-stops').map((node) => node.textContent)).toEqual(
      expected.steps.map((step) => step.stops.join(', ')),
    );
    expect(screen.getByTestId('verify-total').textContent).toContain('Stake 1.00');
    expect(screen.getByRole('button', { name: 'Temple of Fortune' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(document.title).toBe('Verify a round');
  });

  it('says in the page’s language when a revealed seed does not hash to the one shown before play', async () => {
    open(`game=slot&serverSeed=${SERVER_SEED}&hash=${'f'.repeat(64)}&clientSeed=abc&nonce=3&lang=CN`);
    const check = await screen.findByTestId('hash-check');
    expect(check.getAttribute('data-matches')).toBe('false');
    expect(check.textContent).toBe('服务器种子的 SHA-256 与游戏前显示的哈希不一致。');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('验证一局');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('speaks Khmer when opened without a language, and checks a round typed in by hand', async () => {
    open('');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ផ្ទៀងផ្ទាត់ជុំមួយ');
    fireEvent.input(await screen.findByLabelText('គ្រាប់ពូជម៉ាស៊ីនមេ (បានបង្ហាញ)'), {
      target: { value: 'not-a-seed' },
    });
    fireEvent.input(screen.getByLabelText('គ្រាប់ពូជអតិថិជន'), { target: { value: 'abc' } });
    fireEvent.input(screen.getByLabelText('Nonce'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'ផ្ទៀងផ្ទាត់' }));
    expect((await screen.findByRole('alert')).textContent).toBe('គ្រាប់ពូជម៉ាស៊ីនមេមាន 64 តួអក្សរគោលដប់ប្រាំមួយ។');
  });

  it('picks another game or language through the address, keeping the seeds only when the game stays', () => {
    const { navigate } = open('game=coin&nonce=9&lang=EN', [...VERIFIERS, coinVerifier]);
    expect(screen.getByTestId('coin-section').textContent).toBe('coin 9');
    fireEvent.click(screen.getByRole('button', { name: 'Temple of Fortune' }));
    expect(String(navigate.mock.lastCall?.[0])).toBe('game=slot&lang=EN');
    fireEvent.click(screen.getByRole('button', { name: '中文' }));
    expect(String(navigate.mock.lastCall?.[0])).toBe('game=coin&nonce=9&lang=CN');
  });

  it('shows the first game when the address names none it knows', async () => {
    open('game=roulette&lang=EN');
    expect(await screen.findByLabelText('Server seed (revealed)')).toBeTruthy();
  });

  it('lists every verifier once, each named in EN, CN and KM', () => {
    const games = VERIFIERS.map((entry) => entry.game);
    expect(new Set(games).size).toBe(games.length);
    // Every studio game kind (decision 103) is on the page, the slot first.
    expect(games).toEqual(['slot', 'mines', 'plinko', 'baccarat', 'crash']);
    for (const entry of VERIFIERS) for (const name of Object.values(entry.names)) expect(name).toBeTruthy();
  });

  it('opens the section of the game the link names, with the round the game sent', async () => {
    open(
      `game=plinko&lang=EN&serverSeed=${SERVER_SEED}&hash=${HASH}&clientSeed=abc&nonce=2&rows=8&risk=low&stake=1.00`,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Plinko drop verifier');
    expect((await screen.findByTestId('hash-check')).getAttribute('data-matches')).toBe('true');
    expect(screen.getByTestId('verify-path').textContent).toMatch(/^[LR]{8}$/);
  });
});
