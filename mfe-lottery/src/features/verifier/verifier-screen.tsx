import { LOTTERY_GAMES, lotteryGame } from '@platform/lottery-engine';
import { openedNumeroCall } from '@platform/shared-contracts/lottery-calls';
import { Button, Field, Select, TextInput } from '@platform/shared-ui';
import { type FormEvent, useState } from 'react';
import { useRemote } from '../../app/remote-context';
import { DrawBalls } from '../../components/draw-balls';
import { textKey, useLotteryText } from '../../i18n/lottery-i18n';
import { gamesOfArea } from '../../lib/areas';
import { useCall } from '../../lib/use-call';
import { type Verification, verifyDraw } from '../../lib/verify';

/**
 * The verifier: a game, an issue, its revealed seed and the hash published before any bet; the engine redoes the
 * draw here, in the browser, and says whether the seed matches the hash and the numbers match the result.
 */
export function VerifierScreen() {
  const { t } = useLotteryText();
  const { basePath, navigate, query } = useRemote();
  const games = gamesOfArea(basePath);
  const [gameCode, setGameCode] = useState(query.gameCode ?? games[0]?.code ?? LOTTERY_GAMES[0]!.code);
  const [issueNumber, setIssueNumber] = useState('');
  const [serverSeed, setServerSeed] = useState('');
  const [seedHash, setSeedHash] = useState('');
  const [outcome, setOutcome] = useState<Verification | null>(null);
  const results = useCall(openedNumeroCall, { gameCode, pageNo: '1', pageSize: '10' });
  const published = results.data?.content.find((result) => result.issueNumber === issueNumber.trim());
  const drawn = (results.data?.content ?? []).filter((result) => result.serverSeed);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const game = lotteryGame(gameCode);
    if (!game || !serverSeed.trim() || !issueNumber.trim()) return;
    const numbers = Array.isArray(published?.numbers) ? (published.numbers as number[]) : null;
    setOutcome(verifyDraw(game, { serverSeed, issueNumber, seedHash, published: numbers }));
  };

  return (
    <section className="lottery-screen lottery-verifier" aria-labelledby="lottery-verify-title">
      <header className="lottery-screen__head">
        <Button variant="ghost" size="sm" onClick={() => navigate(basePath)}>
          {t('back')}
        </Button>
        <h1 id="lottery-verify-title">{t('verify.title')}</h1>
      </header>
      <p className="lottery-muted">{t('verify.intro')}</p>
      <form className="lottery-verifier__form" onSubmit={submit}>
        <Field label={t('verify.game')} htmlFor="verify-game">
          <Select
            id="verify-game"
            value={gameCode}
            onChange={(event) => {
              setGameCode(event.target.value);
              setOutcome(null);
            }}
            options={games.map((game) => ({ value: game.code, label: t(textKey('game', game.code)) }))}
          />
        </Field>
        <Field label={t('verify.issue')} htmlFor="verify-issue">
          <TextInput id="verify-issue" value={issueNumber} onChange={(e) => setIssueNumber(e.target.value)} />
        </Field>
        <Field label={t('verify.seed')} htmlFor="verify-seed">
          <TextInput id="verify-seed" value={serverSeed} onChange={(e) => setServerSeed(e.target.value)} />
        </Field>
        <Field label={t('verify.hash')} htmlFor="verify-hash">
          <TextInput id="verify-hash" value={seedHash} onChange={(e) => setSeedHash(e.target.value)} />
        </Field>
        <Button type="submit">{t('verify.run')}</Button>
      </form>
      {outcome && (
        <div className="lottery-verifier__outcome" role="status" data-testid="verify-outcome">
          <p className={outcome.hashMatches ? 'is-ok' : 'is-bad'}>
            {outcome.hashMatches ? t('verify.hash_ok') : t('verify.hash_bad')}
          </p>
          <DrawBalls numbers={outcome.numbers} label={t('numbers')} />
          {outcome.numbersMatch !== null && (
            <p className={outcome.numbersMatch ? 'is-ok' : 'is-bad'}>
              {outcome.numbersMatch ? t('verify.numbers_ok') : t('verify.numbers_bad')}
            </p>
          )}
        </div>
      )}
      {drawn.length > 0 && (
        <section aria-labelledby="verify-recent">
          <h2 id="verify-recent">{t('verify.recent')}</h2>
          <ul className="lottery-verifier__recent">
            {drawn.map((result) => (
              <li key={result.issueNumber}>
                <Button
                  variant="link"
                  size="sm"
                  onClick={() => {
                    setIssueNumber(result.issueNumber);
                    setServerSeed(result.serverSeed ?? '');
                    setSeedHash(result.seedHash);
                    setOutcome(null);
                  }}
                >
                  {t('verify.use', { issue: result.issueNumber })}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
