import { createHash, createHmac } from 'node:crypto';
import { ENGINE_VERSION, fairStream, playRound, TEMPLE_PAYTABLE } from '@platform/house-engine';
import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/texts';
import { TextsContext } from '../i18n/texts-context';
import { SlotVerifyForm } from './slot-verifier';

const SERVER_SEED = 'e1'.repeat(32);
const HASH = createHash('sha256').update(SERVER_SEED).digest('hex');
const nodeHmac = (key: Uint8Array, message: Uint8Array) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());
const rules = { paytable: TEMPLE_PAYTABLE, engineVersion: ENGINE_VERSION };

function open(query: string, lang = 'EN') {
  render(
    <TextsContext.Provider value={translator(lang)}>
      <SlotVerifyForm rules={rules} query={new URLSearchParams(query)} />
    </TextsContext.Provider>,
  );
}

describe('the slot’s verifier section', () => {
  it('opened from the game, shows the hash check and the spin computed from the seeds at once', async () => {
    const expected = playRound(
      fairStream({ serverSeed: SERVER_SEED, clientSeed: 'my-seed', nonce: 7 }, nodeHmac),
      TEMPLE_PAYTABLE,
      200n,
    );
    open(`serverSeed=${SERVER_SEED}&hash=${HASH}&clientSeed=my-seed&nonce=7&stake=2.00`);
    expect((await screen.findByTestId('hash-check')).textContent).toBe(
      'SHA-256 of the server seed matches the hash shown before play.',
    );
    const stops = screen.getAllByTestId('verify-stops').map((node) => node.textContent);
    expect(stops).toEqual(expected.steps.map((step) => step.stops.join(', ')));
    const window = [...document.querySelectorAll('.verify-step')][0]?.querySelectorAll('.mini-cell');
    expect([...(window ?? [])].map((cell) => cell.getAttribute('data-symbol'))).toEqual(
      expected.steps[0]?.window.flat(),
    );
    const total = `${expected.totalWin / 100n}.${(expected.totalWin % 100n).toString().padStart(2, '0')}`;
    expect(screen.getByTestId('verify-total').textContent).toContain(`Win ${total}`);
    expect(screen.getByTestId('verify-total').textContent).toContain('Stake 2.00');
  });

  it('typed in by hand: says when the seed does not match the hash that was shown', async () => {
    open('');
    fireEvent.input(screen.getByLabelText('Server seed (revealed)'), { target: { value: SERVER_SEED } });
    fireEvent.input(screen.getByLabelText('Server seed hash shown before play (optional)'), {
      target: { value: 'f'.repeat(64) },
    });
    fireEvent.input(screen.getByLabelText('Client seed'), { target: { value: 'abc' } });
    fireEvent.input(screen.getByLabelText('Nonce'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const check = await screen.findByTestId('hash-check');
    expect(check.getAttribute('data-matches')).toBe('false');
    expect(screen.getAllByTestId('verify-step').length).toBeGreaterThan(0);
  });

  it('refuses a server seed that is not 64 hex characters, in the page’s language', async () => {
    open('serverSeed=nothex&clientSeed=a&nonce=1', 'CN');
    expect((await screen.findByRole('alert')).textContent).toBe('服务器种子为 64 个十六进制字符。');
  });
});
