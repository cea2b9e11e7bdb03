import { Button, Skeleton } from '@platform/shared-ui';
import { useRemote } from '../../app/remote-context';
import { IssueCountdown } from '../../components/issue-countdown';
import { ResultNumbers } from '../../components/result-numbers';
import { textKey, useLotteryText } from '../../i18n/lottery-i18n';
import { gamesOfArea } from '../../lib/areas';
import { useGameMenus } from '../../lib/queries';
import { useServerNow } from '../../lib/server-clock';
import type { LotteryMenuGame } from '../../lib/types';

/** The lottery lobby: every game of the route's area with its countdown, current issue and last result. */
export function LobbyScreen() {
  const { t } = useLotteryText();
  const { basePath, navigate } = useRemote();
  const { menus, offsetMs } = useGameMenus();
  const now = useServerNow(offsetMs);
  const served = new Map((menus.data?.games ?? []).map((game) => [game.gameCode, game]));
  const games = gamesOfArea(basePath).flatMap((game) => served.get(game.code) ?? []);
  return (
    <section className="lottery-screen" aria-labelledby="lottery-lobby-title">
      <header className="lottery-screen__head">
        <h1 id="lottery-lobby-title">{t(textKey('area', basePath.replace('/', '')))}</h1>
        <Button variant="secondary" size="sm" onClick={() => navigate(`${basePath}?view=verify`)}>
          {t('verify.open')}
        </Button>
      </header>
      {menus.isPending ? (
        <Skeleton height={120} lines={3} />
      ) : menus.isError ? (
        <p role="alert">{t('load_failed')}</p>
      ) : (
        <ul className="lottery-cards">
          {games.map((game) => (
            <GameCard
              key={game.gameCode}
              game={game}
              now={now}
              onOpen={() => navigate(`${basePath}?gameCode=${game.gameCode}`)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function GameCard({ game, now, onOpen }: { game: LotteryMenuGame; now: number; onOpen: () => void }) {
  const { t } = useLotteryText();
  return (
    <li className="lottery-card" data-testid={`lottery-game-${game.gameCode}`}>
      <div className="lottery-card__head">
        <h2>{t(textKey('game', game.gameCode))}</h2>
        <IssueCountdown issue={game.current} now={now} />
      </div>
      {game.current && (
        <p className="lottery-card__issue">{t('issue', { issue: game.current.issueNumber })}</p>
      )}
      <div className="lottery-card__last">
        <span className="lottery-muted">
          {game.last ? t('last_result', { issue: game.last.issueNumber }) : t('no_result')}
        </span>
        {game.last && <ResultNumbers gameCode={game.gameCode} result={game.last} />}
      </div>
      <Button size="sm" onClick={onOpen} disabled={!game.current}>
        {t('play')}
      </Button>
    </li>
  );
}
