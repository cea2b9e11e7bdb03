import { betTypesOf, lotteryGame } from '@platform/lottery-engine';
import { Button, Empty, TabPanel, Tabs, VisuallyHidden } from '@platform/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLiveResults } from '../../app/live-results';
import { useRemote } from '../../app/remote-context';
import { IssueCountdown } from '../../components/issue-countdown';
import { ResultNumbers, resultWords } from '../../components/result-numbers';
import { textKey, useLotteryText } from '../../i18n/lottery-i18n';
import { emptyPickerState, pickedBet, pickerOf } from '../../lib/pickers';
import { useGameMenus } from '../../lib/queries';
import { useServerNow } from '../../lib/server-clock';
import { MAX_SLIP_BETS, type SlipEntry } from '../../lib/slip';
import { BetSlip } from './bet-slip';
import { MyBets } from './my-bets';
import { MyChases } from './my-chases';
import { NumberPicker } from './number-picker';
import { ResultsPanel } from './results-panel';
import { RulesOdds } from './rules-odds';

type Panel = 'results' | 'bets' | 'rules';
let entrySequence = 0;

/** A game: its issue and countdown, bet-type tabs with their pickers, the slip, results, my bets and the rules. */
export function GameScreen({ gameCode }: { gameCode: string }) {
  const { t } = useLotteryText();
  const { basePath, navigate } = useRemote();
  const client = useQueryClient();
  const game = lotteryGame(gameCode);
  const { menus, prizeMode, offsetMs } = useGameMenus();
  const now = useServerNow(offsetMs);
  const served = menus.data?.games.find((candidate) => candidate.gameCode === gameCode);
  const betTypes = useMemo(
    () => (game ? betTypesOf(game.family).filter((betType) => pickerOf(betType.id)) : []),
    [game],
  );
  const [betTypeId, setBetTypeId] = useState(() => betTypes[0]?.id ?? '');
  const spec = pickerOf(betTypeId);
  const [picks, setPicks] = useState(() => (spec ? emptyPickerState(spec) : null));
  const [entries, setEntries] = useState<SlipEntry[]>([]);
  const [panel, setPanel] = useState<Panel>('results');
  const lastDraw = useLiveResults().lastDraws[gameCode];

  if (!game || (menus.isSuccess && !served)) {
    return (
      <Empty
        title={t('game.unknown')}
        action={<Button onClick={() => navigate(basePath)}>{t('back')}</Button>}
      />
    );
  }
  const picked = picks ? pickedBet(betTypeId, picks) : null;
  const chooseBetType = (id: string) => {
    setBetTypeId(id);
    const next = pickerOf(id);
    setPicks(next ? emptyPickerState(next) : null);
  };
  const addToSlip = () => {
    if (!picked || !spec || entries.length >= MAX_SLIP_BETS) return;
    entrySequence += 1;
    setEntries([...entries, { id: String(entrySequence), betType: betTypeId, ...picked }]);
    setPicks(emptyPickerState(spec));
  };
  // The balls roll only for a draw pushed while the player looks at this game, not for one read on opening it.
  const justDrawn = lastDraw !== undefined && lastDraw.result.issueNumber === served?.last?.issueNumber;

  return (
    <section className="lottery-screen lottery-game" aria-labelledby="lottery-game-title">
      <header className="lottery-screen__head">
        <Button variant="ghost" size="sm" onClick={() => navigate(basePath)}>
          {t('back')}
        </Button>
        <h1 id="lottery-game-title">{t(textKey('game', gameCode))}</h1>
        <IssueCountdown issue={served?.current ?? null} now={now} />
      </header>
      <div className="lottery-game__status">
        {/* Without an open draw the countdown above already says so. */}
        {served?.current && <span>{t('issue', { issue: served.current.issueNumber })}</span>}
        {served?.last && (
          <span className="lottery-game__last">
            <span className="lottery-muted">{t('last_result', { issue: served.last.issueNumber })}</span>
            <ResultNumbers
              key={served.last.issueNumber}
              gameCode={gameCode}
              result={served.last}
              reveal={justDrawn}
            />
          </span>
        )}
        <VisuallyHidden aria-live="polite">
          {justDrawn && served?.last
            ? t('draw_announce', {
                issue: served.last.issueNumber,
                numbers: resultWords(t, gameCode, served.last),
              })
            : ''}
        </VisuallyHidden>
      </div>
      <div className="lottery-game__play">
        <div className="lottery-game__picker">
          <Tabs
            tabs={betTypes.map((betType) => ({ id: betType.id, label: t(textKey('bet', betType.id)) }))}
            value={betTypeId}
            onChange={chooseBetType}
            ariaLabel={t('bet_types')}
            idPrefix="lottery-bet-type"
            className="lottery-tabs"
          />
          <TabPanel idPrefix="lottery-bet-type" tabId={betTypeId}>
            <p className="lottery-muted lottery-rule">{t(textKey('rule', betTypeId))}</p>
            {spec && picks && <NumberPicker spec={spec} state={picks} onChange={setPicks} />}
            <div className="lottery-game__add">
              <span>{picked ? t('slip.units', { count: picked.units }) : t('pick_more')}</span>
              {/* Once added the picks are cleared: the button keeps the focus, and Tab goes on to the slip. */}
              <Button onClick={addToSlip} disabled={!picked} focusableWhenDisabled>
                {t('slip.add')}
              </Button>
            </div>
          </TabPanel>
        </div>
        <BetSlip
          gameCode={gameCode}
          issueNumber={served?.current?.issueNumber ?? null}
          entries={entries}
          onRemove={(id) => setEntries(entries.filter((entry) => entry.id !== id))}
          onPlaced={() => {
            setEntries([]);
            void client.invalidateQueries({ queryKey: ['lotteryMyBets'] });
            void client.invalidateQueries({ queryKey: ['lotteryChases'] });
            setPanel('bets');
          }}
        />
      </div>
      <Tabs
        tabs={[
          { id: 'results', label: t('tab.results') },
          { id: 'bets', label: t('tab.bets') },
          { id: 'rules', label: t('tab.rules') },
        ]}
        value={panel}
        onChange={(id) => setPanel(id as Panel)}
        ariaLabel={t('game.sections')}
        idPrefix="lottery-panel"
        className="lottery-tabs"
      />
      <TabPanel idPrefix="lottery-panel" tabId={panel}>
        {panel === 'results' && <ResultsPanel gameCode={gameCode} prizeMode={prizeMode} />}
        {panel === 'bets' && (
          <>
            <MyBets gameCode={gameCode} />
            <MyChases gameCode={gameCode} />
          </>
        )}
        {panel === 'rules' && <RulesOdds betTypes={betTypes} />}
      </TabPanel>
    </section>
  );
}
