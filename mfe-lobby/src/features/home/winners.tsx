import { type CallResponse, displayMoney, LIMITS, winnerBoardCall } from '@platform/shared-contracts/client';
import { LazyImage } from '@platform/shared-ui';
import { useRemote } from '../../app/remote-context';
import { Carousel, movesBySelf } from '../../components/carousel';
import { useRotation } from '../../components/rotation';
import { Section } from '../../components/section';
import { useLobbyText } from '../../i18n/lobby-i18n';
import { useCall } from '../../lib/use-call';
import { inPairs } from './home-rules';
import { type JackpotWin, useJackpot } from './jackpot-feed';

export type WinnerEntry = CallResponse<typeof winnerBoardCall>['vo'][number];

/** The spec's winner board query: every category, the newest 20 real wins. */
export const WINNERS_QUERY = { gameCategory: 'ALL', limitNum: String(LIMITS.winnerBoardLimit) } as const;

export const winnersInput = (language: string) => ({ ...WINNERS_QUERY, language });

/** A winner of the board or of the jackpot, as one row shows it. */
type BoardRow = { kind: 'board'; winner: WinnerEntry } | { kind: 'jackpot'; win: JackpotWin };

/**
 * The latest winners (spec section 4): the newest jackpot wins first, then real wins from the bet records, two per
 * slide, looping with a 3000 ms autoplay; kept in session storage. Hidden until there is a winner to show.
 */
export function Winners() {
  const { language } = useRemote();
  const board = useCall(winnerBoardCall, winnersInput(language), { sessionCache: true });
  const { wins } = useJackpot();
  const winners: BoardRow[] = [
    ...wins.map((win): BoardRow => ({ kind: 'jackpot', win })),
    ...(board.data?.vo ?? []).map((winner): BoardRow => ({ kind: 'board', winner })),
  ];
  if (winners.length === 0) return null;
  return <WinnerCarousel winners={winners} />;
}

/** The winners in pairs, moving by themselves, with the button that stops them beside the section's title. */
function WinnerCarousel({ winners }: { winners: readonly BoardRow[] }) {
  const { t } = useLobbyText();
  const pairs = inPairs(winners);
  const rotation = useRotation(movesBySelf(pairs.length));
  return (
    <Section id="winners" title={t('latest_winners')} action={rotation.control}>
      <Carousel
        label={t('latest_winners')}
        className="lobby-winners"
        perView={{ narrow: 1, wide: 3 }}
        autoplayMs={LIMITS.winnerCarouselMs}
        loop
        stopped={rotation.stopped}
        slides={pairs.map(([first, second], index) => ({
          key: `${index}-${rowKey(first)}`,
          content: (
            <div className="lobby-winners__pair">
              <Row row={first} />
              {second && <Row row={second} />}
            </div>
          ),
        }))}
      />
    </Section>
  );
}

const rowKey = (row: BoardRow) =>
  row.kind === 'jackpot' ? `jackpot-${row.win.time}` : `${row.winner.customerName}-${row.winner.gameName}`;

function Row({ row }: { row: BoardRow }) {
  return row.kind === 'jackpot' ? <JackpotRow win={row.win} /> : <WinnerRow winner={row.winner} />;
}

function JackpotRow({ win }: { win: JackpotWin }) {
  const { t } = useLobbyText();
  return (
    <div className="lobby-winner lobby-winner--jackpot" data-testid="jackpot-winner">
      <span className="lobby-winner__icon" aria-hidden="true">
        ★
      </span>
      <span className="lobby-winner__text">
        <span className="lobby-winner__name">{win.customerName}</span>
        <span className="lobby-winner__game">{t('jackpot_won')}</span>
      </span>
      <strong className="lobby-winner__amount">{displayMoney(win.amount)}</strong>
    </div>
  );
}

function WinnerRow({ winner }: { winner: WinnerEntry }) {
  const { t } = useLobbyText();
  return (
    <div className="lobby-winner" data-testid="winner">
      <span className="lobby-winner__icon">
        <LazyImage src={winner.iconUrl} alt="" />
      </span>
      <span className="lobby-winner__text">
        <span className="lobby-winner__name">{winner.customerName}</span>
        <span className="lobby-winner__game">{t('won_in', { game: winner.gameName })}</span>
      </span>
      <strong className="lobby-winner__amount">{displayMoney(winner.winAmount)}</strong>
    </div>
  );
}
