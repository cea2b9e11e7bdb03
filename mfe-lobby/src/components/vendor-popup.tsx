import { gamesListCall } from '@platform/shared-contracts/client';
import { Empty, Modal } from '@platform/shared-ui';
import { useRemote } from '../app/remote-context';
import { useLobbyText } from '../i18n/lobby-i18n';
import { useCall } from '../lib/use-call';
import { useLobbyAtom, vendorPopupAtom } from '../store';
import { GameGrid } from './game-card';
import { LoadFailed } from './load-failed';

const POPUP_PAGE_SIZE = '50';

/** The popup game list of a VASSALAGE vendor (spec "Game launch"): its games as cards. */
export function VendorPopup() {
  const [vendor, setVendor] = useLobbyAtom(vendorPopupAtom);
  const { t } = useLobbyText();
  return (
    <Modal
      open={vendor !== null}
      onClose={() => setVendor(null)}
      title={vendor?.name}
      size="lg"
      closeLabel={t('close')}
      testId="vendor-popup"
    >
      {vendor && <VendorGames vassalage={vendor.vassalage} />}
    </Modal>
  );
}

function VendorGames({ vassalage }: { vassalage: string }) {
  const { language } = useRemote();
  const { t } = useLobbyText();
  const games = useCall(gamesListCall, { vassalage, pageNo: '1', pageSize: POPUP_PAGE_SIZE, language });
  if (games.isError && !games.data) return <LoadFailed onRetry={games.refresh} />;
  if (games.data?.content.length === 0) return <Empty title={t('no_games')} />;
  return <GameGrid games={games.data?.content ?? []} loading={!games.data} skeletons={6} />;
}
