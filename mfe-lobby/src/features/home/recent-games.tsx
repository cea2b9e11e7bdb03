import { recentGameListCall } from '@platform/shared-contracts/client';
import { useRemote } from '../../app/remote-context';
import { Carousel } from '../../components/carousel';
import { GameCard } from '../../components/game-card';
import { Section } from '../../components/section';
import { useLobbyText } from '../../i18n/lobby-i18n';
import { useCall } from '../../lib/use-call';

const RECENT_COUNT = '12';

/** The member's recently played games, newest first; nothing for guests or before the first game. */
export function RecentGames() {
  const { language, session } = useRemote();
  const { t } = useLobbyText();
  const recent = useCall(
    recentGameListCall,
    { language, pageNo: '1', pageSize: RECENT_COUNT },
    { enabled: session.loggedIn },
  );
  const games = recent.data?.content ?? [];
  if (!session.loggedIn || games.length === 0) return null;
  return (
    <Section id="recent" title={t('recent_games')}>
      <Carousel
        label={t('recent_games')}
        perView={{ narrow: 2.3, wide: 6 }}
        step={{ narrow: 2, wide: 4 }}
        slides={games.map((game) => ({ key: String(game.nodeId), content: <GameCard game={game} /> }))}
      />
    </Section>
  );
}
