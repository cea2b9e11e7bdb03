import {
  type AnnouncementState,
  endAnnouncementCall,
  type OperatorAnnouncement,
  operatorAnnouncementsCall,
} from '@platform/shared-contracts/operator';
import { Button } from '@platform/shared-ui';
import { useState } from 'react';
import { RegionReadState } from '../../app/region-read-state';
import { RegionSelect } from '../../app/region-select';
import { useChosenRegion } from '../../app/regions';
import { useText } from '../../i18n/console-i18n';
import { ActionDialog } from '../../lib/action-dialog';
import { fieldErrors } from '../../lib/field-errors';
import { formatTime } from '../../lib/format';
import { TableScroll } from '../../lib/table-scroll';
import { useCallMutation, useCallQuery } from '../../lib/use-call';
import { AnnouncementDialog, editable } from './announcement-dialog';

const STATE_BADGE: Record<AnnouncementState, string> = { LIVE: 'ok', SCHEDULED: 'info', ENDED: 'danger' };

/** Asks why, then ends the announcement now: players stop seeing it from their next request. */
function EndDialog({ item, onClose }: { item: OperatorAnnouncement; onClose(): void }) {
  const { t } = useText();
  const mutation = useCallMutation(endAnnouncementCall, [operatorAnnouncementsCall]);
  const inputOf = (reason: string) => ({ id: item.id, reason });
  return (
    <ActionDialog
      title={`${t('end_announcement')}: ${item.titles.EN ?? ''}`}
      summary={t('end_announcement_summary', { region: item.merchantCode })}
      confirmLabel={t('end_announcement')}
      danger
      reasonField="reason"
      check={(reason) => fieldErrors(endAnnouncementCall.request, inputOf(reason), t)}
      send={(reason) => mutation.mutateAsync(inputOf(reason))}
      onClose={onClose}
    />
  );
}

/** Per region: its notices, promotions, popups and banners, live or not; write a new one, edit one, or end one now. */
export function AnnouncementsScreen() {
  const { t, language } = useText();
  const { regions, merchantCode, choose } = useChosenRegion();
  const items = useCallQuery(operatorAnnouncementsCall, { merchantCode }, { enabled: merchantCode !== '' });
  const [writing, setWriting] = useState(false);
  const [editing, setEditing] = useState<OperatorAnnouncement | null>(null);
  const [ending, setEnding] = useState<OperatorAnnouncement | null>(null);
  const list = items.data;
  return (
    <div className="ops-screen">
      <div className="ops-screen__head">
        <h1>{t('screen_announcements')}</h1>
        <Button onClick={() => setWriting(true)} disabled={merchantCode === ''}>
          {t('new_announcement')}
        </Button>
      </div>
      <div className="ops-filters">
        <RegionSelect id="announcements-region" value={merchantCode} onChange={choose} />
      </div>
      <RegionReadState
        merchantCode={merchantCode}
        regions={regions}
        read={items}
        empty={t('no_announcements')}
      />
      {list && list.length > 0 && (
        <TableScroll label={t('screen_announcements')}>
          <table className="ops-table">
            <thead>
              <tr>
                <th>{t('announcement_title')}</th>
                <th>{t('announcement_kind')}</th>
                <th>{t('state')}</th>
                <th>{t('starts_utc')}</th>
                <th>{t('ends_utc')}</th>
                <th>{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((item) => {
                const { state } = item;
                return (
                  <tr key={item.id} data-testid={`announcement-${item.id}`}>
                    <td>
                      <strong lang="en">{item.titles.EN}</strong>
                      {item.titles.CN && (
                        <div className="ops-muted" lang="zh">
                          {item.titles.CN}
                        </div>
                      )}
                      {item.titles.KM && (
                        <div className="ops-muted" lang="km">
                          {item.titles.KM}
                        </div>
                      )}
                    </td>
                    <td className="ops-nowrap">
                      {t(`kind_${item.kind}`)}
                      {item.execution && <div className="ops-muted">{t(`execution_${item.execution}`)}</div>}
                    </td>
                    <td>
                      <span className={`ops-badge ops-badge--${STATE_BADGE[state]}`}>
                        {t(`announcement_${state}`)}
                      </span>
                    </td>
                    <td className="ops-nowrap">{formatTime(item.startAt, language)}</td>
                    <td className="ops-nowrap">
                      {item.endAt ? formatTime(item.endAt, language) : t('until_ended')}
                    </td>
                    <td>
                      <div className="ops-actions ops-actions--cell">
                        {editable(item) && (
                          <Button size="sm" variant="ghost" onClick={() => setEditing(item)}>
                            {t('edit_announcement')}
                          </Button>
                        )}
                        {state !== 'ENDED' && (
                          <Button size="sm" variant="ghost" onClick={() => setEnding(item)}>
                            {t('end_announcement')}
                          </Button>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      {writing && <AnnouncementDialog merchantCode={merchantCode} onClose={() => setWriting(false)} />}
      {editing && (
        <AnnouncementDialog merchantCode={merchantCode} editing={editing} onClose={() => setEditing(null)} />
      )}
      {ending && <EndDialog item={ending} onClose={() => setEnding(null)} />}
    </div>
  );
}
