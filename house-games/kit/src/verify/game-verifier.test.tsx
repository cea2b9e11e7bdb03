import { studioSeedsCall } from '@platform/shared-contracts/studio';
import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { useTexts } from '../i18n/texts-context';
import { textsFor } from '../i18n/translator';
import { createFakeApi, fairState, refuse } from '../testing';
import { gameVerifier, usePublished } from './game-verifier';
import type { VerifierSectionProps } from './verifier-entry';

const translator = textsFor({
  EN: { formTitle: 'Replay a round' },
  CN: { formTitle: '重放一局' },
  KM: { formTitle: 'លេងជុំឡើងវិញ' },
});

/** A game's form as a game writes it: what the studio published, then the replay (here its seed hash). */
function DemoForm({ api }: VerifierSectionProps) {
  const { t } = useTexts<'formTitle'>();
  const { published, failed } = usePublished(api, studioSeedsCall, {});
  return (
    <section>
      <h2>{t('formTitle')}</h2>
      <p data-testid="published">
        {published ? published.serverSeedHash : failed ? t('actionFailed') : t('loading')}
      </p>
    </section>
  );
}

const demo = gameVerifier({
  game: 'demo',
  names: { EN: 'Demo', CN: '演示', KM: 'សាកល្បង' },
  translator,
  Form: DemoForm,
});

function open(api: ReturnType<typeof createFakeApi>, lang: string) {
  render(<demo.Section query={new URLSearchParams({ game: 'demo' })} lang={lang} api={api} />);
}

describe('a game on the verifier page', () => {
  it('draws its form in the page language, loading, then with what the studio published', async () => {
    const fair = fairState();
    open(
      createFakeApi().on(studioSeedsCall, () => fair),
      'KM',
    );
    expect(screen.getByRole('heading').textContent).toBe('លេងជុំឡើងវិញ');
    expect(screen.getByTestId('published').textContent).toBe(translator('KM').t('loading'));
    expect((await screen.findByText(fair.serverSeedHash)).dataset.testid).toBe('published');
    expect(demo.game).toBe('demo');
  });

  it('says so when what the studio publishes cannot be read', async () => {
    open(
      createFakeApi().on(studioSeedsCall, () => refuse('SYSTEM_ERROR')),
      'EN',
    );
    expect(await screen.findByText('That did not go through. Try again.')).toBeTruthy();
  });
});
