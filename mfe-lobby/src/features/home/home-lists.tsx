import { gamesListCall, LIMITS } from '@platform/shared-contracts/client';
import { Button, Empty } from '@platform/shared-ui';
import { useRemote } from '../../app/remote-context';
import { GameGrid } from '../../components/game-card';
import { LoadFailed } from '../../components/load-failed';
import { Section } from '../../components/section';
import { useLobbyText } from '../../i18n/lobby-i18n';
import { useCall } from '../../lib/use-call';
import { recommendedGames, slotGames } from './home-rules';

/** One page of 50 games, read once for both home lists. */
export const homeGamesInput = (language: string) => ({
  pageNo: '1',
  pageSize: String(LIMITS.homeGamesPageSize),
  language,
});

/** The recommended (not top) and slot lists of the home page, both from one page of 50 games (spec section 9). */
export function HomeLists() {
  const { language, navigate } = useRemote();
  const { t } = useLobbyText();
  const games = useCall(gamesListCall, homeGamesInput(language));
  const all = games.data?.content ?? [];
  const loading = !games.data && !games.isError;
  const body = (list: typeof all) =>
    games.isError && !games.data ? (
      <LoadFailed onRetry={games.refresh} />
    ) : !loading && list.length === 0 ? (
      <Empty title={t('no_games')} />
    ) : (
      <GameGrid games={list} loading={loading} skeletons={6} />
    );
  const recommended = recommendedGames(all);
  return (
    <>
      <Section id="recommended" title={t('recommended_games')}>
        {body(recommended)}
      </Section>
      <Section
        id="slots"
        title={t('slot_games')}
        action={
          <Button size="sm" variant="link" onClick={() => navigate('/rng')}>
            {t('see_all')}
          </Button>
        }
      >
        {body(slotGames(all))}
      </Section>
    </>
  );
}
