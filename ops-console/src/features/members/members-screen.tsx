import { operatorMembersCall } from '@platform/shared-contracts/operator';
import { Button, Empty, Field, Pager, Select, Skeleton, TextInput } from '@platform/shared-ui';
import { type FormEvent, useState } from 'react';
import { hrefOf } from '../../app/hash-route';
import { useRegions } from '../../app/regions';
import { useText } from '../../i18n/console-i18n';
import { ErrorMessage } from '../../lib/error-message';
import { fieldErrors } from '../../lib/field-errors';
import { formatTime } from '../../lib/format';
import { TableScroll } from '../../lib/table-scroll';
import { useCallQuery } from '../../lib/use-call';
import { MemberDetail } from './member-detail';

interface Search {
  query: string;
  merchantCode: string;
}

function MemberSearch() {
  const { t, language } = useText();
  const regions = useRegions();
  const [form, setForm] = useState<Search>({ query: '', merchantCode: '' });
  const [search, setSearch] = useState<Search | null>(null);
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | undefined>();
  const input = {
    query: search?.query ?? '',
    ...(search?.merchantCode ? { merchantCode: search.merchantCode } : {}),
    pageNo: String(page),
  };
  const members = useCallQuery(operatorMembersCall, input, { enabled: search !== null });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { ...form, query: form.query.trim() };
    const found = fieldErrors(operatorMembersCall.request, { query: next.query }, t);
    setError(found?.query);
    if (found) return;
    setPage(1);
    setSearch(next);
  };

  return (
    <>
      <form className="ops-filters" onSubmit={submit} aria-label={t('search')} noValidate>
        <Field label={t('member_query')} htmlFor="member-query" error={error} hint={t('member_query_hint')}>
          <TextInput
            id="member-query"
            value={form.query}
            onChange={(event) => setForm({ ...form, query: event.currentTarget.value })}
          />
        </Field>
        <Field label={t('region')} htmlFor="member-region">
          <Select
            id="member-region"
            value={form.merchantCode}
            onChange={(event) => setForm({ ...form, merchantCode: event.currentTarget.value })}
            options={[
              { value: '', label: t('all') },
              ...(regions.data ?? []).map((r) => ({ value: r.merchantCode, label: r.merchantCode })),
            ]}
          />
        </Field>
        <Button type="submit">{t('search')}</Button>
      </form>
      {search && members.isPending && <Skeleton height={120} />}
      <ErrorMessage error={members.error} />
      {members.data && members.data.content.length === 0 && <Empty title={t('no_members')} />}
      {members.data && members.data.content.length > 0 && (
        <TableScroll label={t('screen_members')}>
          <table className="ops-table">
            <thead>
              <tr>
                <th>{t('account')}</th>
                <th>{t('region')}</th>
                <th>{t('mobile')}</th>
                <th>{t('email')}</th>
                <th>{t('state')}</th>
                <th>{t('created')}</th>
              </tr>
            </thead>
            <tbody>
              {members.data.content.map((m) => (
                <tr key={m.memberId}>
                  <td>
                    <a href={hrefOf('members', m.memberId)}>{m.account}</a>
                    {m.isAgent && <span className="ops-badge">{t('agent')}</span>}
                    {m.isTrial && <span className="ops-badge">{t('trial')}</span>}
                  </td>
                  <td>{m.merchantCode}</td>
                  <td className="ops-mono">{m.mobile ?? '—'}</td>
                  <td>{m.email ?? '—'}</td>
                  <td>
                    {m.locked ? (
                      <span className="ops-badge ops-badge--danger">{t('locked')}</span>
                    ) : (
                      <span className="ops-badge ops-badge--ok">{t('active')}</span>
                    )}
                  </td>
                  <td>{formatTime(m.createdAt, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {members.data && <Pager page={page} totalPages={members.data.totalPages} onPage={setPage} t={t} />}
    </>
  );
}

/** Member look-up: search, then one member's profile, balances, ledger entries and sessions. */
export function MembersScreen({ memberId }: { memberId?: string | undefined }) {
  const { t } = useText();
  return (
    <div className="ops-screen">
      <h1>{t('screen_members')}</h1>
      {memberId ? <MemberDetail memberId={memberId} /> : <MemberSearch />}
    </div>
  );
}
