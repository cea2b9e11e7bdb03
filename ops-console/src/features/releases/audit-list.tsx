import { releaseAuditCall } from '@platform/shared-contracts/operator';
import { Empty, Pager, Skeleton } from '@platform/shared-ui';
import { useState } from 'react';
import { useText } from '../../i18n/console-i18n';
import { ErrorMessage } from '../../lib/error-message';
import { formatTime } from '../../lib/format';
import { TableScroll } from '../../lib/table-scroll';
import { useCallQuery } from '../../lib/use-call';

/** Every release change, newest first: who, when, what and why. */
export function AuditList({ remote, merchantCode }: { remote?: string; merchantCode?: string }) {
  const { t, language } = useText();
  const [page, setPage] = useState(1);
  const audit = useCallQuery(
    releaseAuditCall,
    {
      ...(remote ? { remote: remote as never } : {}),
      ...(merchantCode ? { merchantCode } : {}),
      pageNo: String(page),
    },
    { keepPrevious: true },
  );
  return (
    <section className="ops-section" aria-labelledby="release-audit">
      <h2 id="release-audit">{t('audit')}</h2>
      {audit.isPending && <Skeleton height={120} />}
      <ErrorMessage error={audit.error} />
      {audit.data && audit.data.content.length === 0 && <Empty title={t('nothing_yet')} />}
      {audit.data && audit.data.content.length > 0 && (
        <TableScroll label={t('audit')}>
          <table className="ops-table">
            <thead>
              <tr>
                <th>{t('when')}</th>
                <th>{t('who')}</th>
                <th>{t('action')}</th>
                <th>{t('release')}</th>
                <th>{t('scope')}</th>
                <th>{t('reason')}</th>
              </tr>
            </thead>
            <tbody>
              {audit.data.content.map((entry) => (
                <tr
                  key={`${entry.at}-${entry.action}-${entry.remote}-${entry.version}-${entry.merchantCode}`}
                >
                  <td>{formatTime(entry.at, language)}</td>
                  <td>{entry.actor}</td>
                  <td>
                    {t(`audit_${entry.action}`)}
                    {entry.detail && <div className="ops-muted">{entry.detail}</div>}
                  </td>
                  <td>
                    {entry.remote} {entry.version ?? ''}
                  </td>
                  <td>{entry.merchantCode ?? t('brand_wide')}</td>
                  <td>{entry.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {audit.data && <Pager page={page} totalPages={audit.data.totalPages} onPage={setPage} t={t} />}
    </section>
  );
}
