import { type Game, gamesListCall, hotGamesCall, type SubCategory } from '@platform/shared-contracts/client';
import { Empty, Field, Pager, Tabs, TextInput } from '@platform/shared-ui';
import { useEffect, useState } from 'react';
import { useRemote } from '../../app/remote-context';
import { GameGrid } from '../../components/game-card';
import { LoadFailed } from '../../components/load-failed';
import { NothingHere } from '../../components/nothing-here';
import { useLobbyText } from '../../i18n/lobby-i18n';
import { HOT_GAMES_QUERY } from '../../lib/queries';
import { useCall } from '../../lib/use-call';
import { useGameVendors } from '../../lib/use-game-vendors';
import {
  filtersFromQuery,
  hotPage,
  isNarrowed,
  type ListFilters,
  type ListSource,
  listPath,
  listRequest,
  listSourceOf,
  subCategoryTabs,
  vendorTabs,
} from './list-filters';

const ALL = '__all__';
const SEARCH_DELAY_MS = 300;

/**
 * The game list centre (spec section 2): /rng, /live, /fish, /pvp, /inHouse and /hot. Vendor tabs of the
 * category (the chosen vendor travels in the address, lower-cased), sub-category tabs for slots, a search by
 * name and pages.
 */
export function GameListScreen() {
  const { basePath, query, navigate } = useRemote();
  const { t } = useLobbyText();
  const source = listSourceOf(basePath);
  const { vassalage } = filtersFromQuery(query);
  const [gameClassify, setGameClassify] = useState<SubCategory | null>(null);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [pageNo, setPageNo] = useState(1);

  // A new page, vendor, sub-category or search starts at page 1.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these are the triggers.
  useEffect(() => setPageNo(1), [basePath, vassalage, gameClassify, search]);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const filters: ListFilters = { vassalage, gameClassify, search, pageNo };
  const vendors = useGameVendors();
  const categories = vendors.data ?? [];
  const vendorList = source.kind === 'category' ? vendorTabs(categories, source.gameType) : [];
  const subTabs = source.kind === 'category' ? subCategoryTabs(categories, source.gameType) : [];
  // A category with no provider (opened by its address) has no game: a search there could only find nothing.
  const noProvider = source.kind === 'category' && vendors.data !== undefined && vendorList.length === 0;

  return (
    <div className="lobby-screen lobby-list" data-testid="game-list">
      <h1 className="lobby-screen__title">{t(titleKey(source))}</h1>
      {vendorList.length > 0 && (
        <div className="lobby-tabs">
          <Tabs
            ariaLabel={t('vendors')}
            value={vassalage ?? ALL}
            onChange={(id) => navigate(listPath(basePath, source, id === ALL ? null : id), { replace: true })}
            tabs={[
              { id: ALL, label: t('all_vendors') },
              ...vendorList.map((card) => ({ id: card.vassalage, label: card.name })),
            ]}
          />
        </div>
      )}
      <div className="lobby-list__filters">
        {subTabs.length > 0 && (
          <div className="lobby-tabs lobby-tabs--sub">
            <Tabs
              ariaLabel={t('sub_categories')}
              value={gameClassify ?? ALL}
              onChange={(id) => setGameClassify(id === ALL ? null : (id as SubCategory))}
              tabs={[
                { id: ALL, label: t('all_games') },
                ...subTabs.map((code) => ({ id: code, label: t(`sub_${code}`) })),
              ]}
            />
          </div>
        )}
        {!noProvider && (
          <Field label={t('search_label')} htmlFor="lobby-search" className="lobby-list__search">
            <TextInput
              id="lobby-search"
              type="search"
              value={typed}
              maxLength={64}
              placeholder={t('search_placeholder')}
              onChange={(event) => setTyped(event.target.value)}
            />
          </Field>
        )}
      </div>
      {source.kind === 'hot' ? (
        <HotList filters={filters} onPage={setPageNo} />
      ) : (
        <CatalogueList source={source} filters={filters} onPage={setPageNo} />
      )}
    </div>
  );
}

function titleKey(source: ListSource) {
  if (source.kind === 'hot') return 'title_hot' as const;
  if (source.kind === 'vendor') return 'title_in_house' as const;
  return `title_${source.gameType}` as const;
}

function CatalogueList({
  source,
  filters,
  onPage,
}: {
  source: ListSource;
  filters: ListFilters;
  onPage: (page: number) => void;
}) {
  const { language } = useRemote();
  const games = useCall(gamesListCall, listRequest(source, filters, language), { keepPrevious: true });
  const shown = games.data;
  return (
    <Results
      content={shown?.content}
      narrowed={isNarrowed(filters)}
      failed={games.isError && !games.data}
      onRetry={games.refresh}
      pageNum={shown?.pageNum ?? filters.pageNo}
      totalPages={shown?.totalPages ?? 1}
      onPage={onPage}
    />
  );
}

function HotList({ filters, onPage }: { filters: ListFilters; onPage: (page: number) => void }) {
  const { language } = useRemote();
  const hot = useCall(hotGamesCall, { ...HOT_GAMES_QUERY, language }, { sessionCache: true });
  const page = hot.data ? hotPage(hot.data, filters) : undefined;
  return (
    <Results
      content={page?.content}
      narrowed={isNarrowed(filters)}
      failed={hot.isError && !hot.data}
      onRetry={hot.refresh}
      pageNum={page?.pageNum ?? 1}
      totalPages={page?.totalPages ?? 1}
      onPage={onPage}
    />
  );
}

function Results({
  content,
  narrowed,
  failed,
  onRetry,
  pageNum,
  totalPages,
  onPage,
}: {
  content: Game[] | undefined;
  /** A search or a kind of game chose among the games: an empty answer means none matched, not that there are none. */
  narrowed: boolean;
  failed: boolean;
  onRetry: () => void;
  pageNum: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useLobbyText();
  if (failed) return <LoadFailed onRetry={onRetry} />;
  if (content && content.length === 0)
    return narrowed ? <Empty title={t('no_games_found')} /> : <NothingHere title={t('no_games')} />;
  return (
    <>
      <GameGrid games={content ?? []} loading={!content} skeletons={12} cardHeading="h2" />
      <Pager page={pageNum} totalPages={totalPages} onPage={onPage} t={t} />
    </>
  );
}
