import type { VendorCard } from '@platform/shared-contracts/client';
import { Icon, type IconName, LazyImage, Skeleton } from '@platform/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { useRemote } from '../../app/remote-context';
import { LoadFailed } from '../../components/load-failed';
import { NothingHere } from '../../components/nothing-here';
import { useLobbyText } from '../../i18n/lobby-i18n';
import { useLaunch } from '../../launch/use-launch';
import { useGameVendors } from '../../lib/use-game-vendors';
import { centreCards, launchesFirstVendor } from './centre-rules';

/**
 * The game centre (spec section 2): /sports, /esports, /elott and /cockfight show their vendors as cards; a card
 * starts the vendor's game (or opens its popup list). /cockfight starts its first vendor at once.
 */
export function GameCentreScreen() {
  const { basePath } = useRemote();
  const { t } = useLobbyText();
  const { openVendor } = useLaunch();
  const vendors = useGameVendors();
  const cards = vendors.data ? centreCards(vendors.data, basePath) : undefined;

  const launched = useRef<string | null>(null);
  useEffect(() => {
    const first = cards?.[0];
    if (!first || !launchesFirstVendor(basePath) || launched.current === basePath) return;
    launched.current = basePath;
    openVendor(first, 'direct');
  }, [cards, basePath, openVendor]);

  const title = t(`centre_${basePath.slice(1)}` as 'centre_sports');
  return (
    <div className="lobby-screen" data-testid="game-centre">
      <h1 className="lobby-screen__title">{title}</h1>
      {vendors.isError && !vendors.data ? (
        <LoadFailed onRetry={vendors.refresh} />
      ) : !cards ? (
        <div className="lobby-vendors" aria-busy="true">
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <Skeleton key={index} className="lobby-vendor" height="auto" radius="lg" />
          ))}
        </div>
      ) : cards.length === 0 ? (
        <NothingHere title={t('no_vendors')} />
      ) : (
        <div className="lobby-vendors">
          {cards.map((card) => (
            <VendorTile key={card.vassalage} card={card} onOpen={() => openVendor(card, 'direct')} />
          ))}
        </div>
      )}
    </div>
  );
}

const CATEGORY_ICONS: Record<VendorCard['gameType'], IconName> = {
  SPORTS: 'sports',
  ESPORTS: 'esports',
  LOTT: 'lottery',
  ELOTT: 'lottery',
  RNG: 'slots',
  LIVE: 'live',
  FISH: 'fish',
  PVP: 'poker',
};

function VendorTile({ card, onOpen }: { card: VendorCard; onOpen: () => void }) {
  const { t } = useLobbyText();
  const [logoBroken, setLogoBroken] = useState(false);
  return (
    <button type="button" className="lobby-vendor" onClick={onOpen} data-testid="vendor-card">
      <span className="lobby-vendor__logo">
        {logoBroken ? (
          <Icon name={card.cockfight ? 'cockfight' : CATEGORY_ICONS[card.gameType]} size={40} />
        ) : (
          <LazyImage src={card.logoUrl} alt="" onBroken={() => setLogoBroken(true)} />
        )}
      </span>
      <span className="lobby-vendor__name">{card.name}</span>
      {card.maintenance && <span className="lobby-card__badge">{t('maintenance')}</span>}
    </button>
  );
}
