import {
  RG_COOLING_OFF_MAX_DAYS,
  RG_MONEY_LIMIT_KINDS,
  RG_PERIODS,
  RG_SELF_EXCLUSION_MONTHS,
  type RgMoneyLimitKind,
  type RgPeriod,
} from '@platform/shared-contracts/client';
import { Button, Field, Modal, Select, TextInput } from '@platform/shared-ui';
import { type FormEvent, useId, useState } from 'react';
import { useCurrencySymbol } from '../../app/remote-context';
import { moneyText } from '../../components/amount';
import { AmountInput } from '../../components/amount-input';
import { FormAlert } from '../../components/form-alert';
import { CallFailed, PageLoading } from '../../components/load-states';
import { type MemberKey, useMemberText } from '../../i18n/member-i18n';
import { formatTimestamp } from '../../lib/format-time';
import { type Exclusion, type RgOverview, useResponsibleGaming } from './use-responsible-gaming';

type Rg = ReturnType<typeof useResponsibleGaming>;

const KIND_TITLES: Record<RgMoneyLimitKind, MemberKey> = {
  DEPOSIT: 'rg_deposit_title',
  LOSS: 'rg_loss_title',
  WAGER: 'rg_wager_title',
};
const PERIOD_NAMES: Record<RgPeriod, MemberKey> = { DAY: 'rg_day', WEEK: 'rg_week', MONTH: 'rg_month' };
const REALITY_CHOICES = [15, 30, 45, 60];
const COOLING_CHOICES = [1, 7, 30, RG_COOLING_OFF_MAX_DAYS];

/** Responsible gaming: the member's own limits, reality checks, cooling-off and self-exclusion (decisions 104, 105). */
export function ResponsibleGamingPage() {
  const rg = useResponsibleGaming();
  const { overview } = rg;
  if (overview.status === 'loading') return <PageLoading />;
  if (overview.status === 'failed') return <CallFailed error={overview.error} onRetry={overview.reload} />;
  const data = overview.data;
  return (
    <div className="mc-stack" data-testid="rg-page">
      <Intro />
      <FormAlert message={rg.alert?.text ?? null} tone={rg.alert?.tone} />
      {RG_MONEY_LIMIT_KINDS.map((kind) => (
        <MoneyLimitCard key={kind} kind={kind} data={data} rg={rg} />
      ))}
      <SessionTimeCard data={data} rg={rg} />
      <RealityCheckCard data={data} rg={rg} />
      <ExclusionCard rg={rg} />
    </div>
  );
}

function Intro() {
  const { t } = useMemberText();
  return <p className="mc-note">{t('rg_intro')}</p>;
}

/** "Changes to X on <time>" for a looser limit still waiting out its 24 hours. */
function PendingNote({ value, from }: { value: string; from: string }) {
  const { t } = useMemberText();
  return (
    <span className="mc-rg__pending" data-testid="rg-pending">
      {t('rg_pending', { value, time: formatTimestamp(from) })}
    </span>
  );
}

function MoneyLimitCard({ kind, data, rg }: { kind: RgMoneyLimitKind; data: RgOverview; rg: Rg }) {
  const { t } = useMemberText();
  const id = useId();
  const symbol = useCurrencySymbol();
  const [period, setPeriod] = useState<RgPeriod>('DAY');
  const [amount, setAmount] = useState('');
  const rows = data.moneyLimits.filter((l) => l.kind === kind);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (amount.trim() !== '') void rg.setMoneyLimit(kind, period, amount);
  };
  return (
    <form className="mc-card mc-form" onSubmit={onSubmit} noValidate data-testid={`rg-${kind}`}>
      <h4 className="mc-card__title">{t(KIND_TITLES[kind])}</h4>
      <ul className="mc-rg__limits">
        {rows.map((row) => (
          <li key={row.period} className="mc-rg__limit" data-testid={`rg-${kind}-${row.period}`}>
            <span className="mc-rg__period">{t(PERIOD_NAMES[row.period])}</span>
            <span className="mc-rg__amount">
              {row.amount === null ? t('rg_no_limit') : moneyText(row.amount, symbol)}
            </span>
            <span className="mc-rg__used">{t('rg_used', { amount: moneyText(row.used, symbol) })}</span>
            {row.pending ? (
              <PendingNote
                value={row.pending.amount === null ? t('rg_no_limit') : moneyText(row.pending.amount, symbol)}
                from={row.pending.from}
              />
            ) : null}
          </li>
        ))}
      </ul>
      <div className="mc-rg__edit">
        <Field label={t('rg_period')} htmlFor={`${id}-period`}>
          <Select
            id={`${id}-period`}
            value={period}
            options={RG_PERIODS.map((p) => ({ value: p, label: t(PERIOD_NAMES[p]) }))}
            onChange={(event) => setPeriod(event.target.value as RgPeriod)}
          />
        </Field>
        <Field label={t('rg_new_limit')} htmlFor={`${id}-amount`}>
          <AmountInput id={`${id}-amount`} value={amount} onChange={setAmount} symbol={symbol} />
        </Field>
      </div>
      <p className="mc-hint">{t('rg_rule')}</p>
      <div className="mc-actions">
        <Button
          type="submit"
          focusableWhenDisabled
          disabled={rg.busy || amount.trim() === ''}
          data-testid={`rg-${kind}-save`}
        >
          {t('save')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={rg.busy || rows.find((r) => r.period === period)?.amount == null}
          focusableWhenDisabled
          onClick={() => void rg.setMoneyLimit(kind, period, null)}
        >
          {t('rg_remove')}
        </Button>
      </div>
    </form>
  );
}

function SessionTimeCard({ data, rg }: { data: RgOverview; rg: Rg }) {
  const { t } = useMemberText();
  const id = useId();
  const [minutes, setMinutes] = useState('');
  const { sessionTime } = data;
  const asNumber = Number(minutes);
  const valid = Number.isInteger(asNumber) && asNumber >= 5 && asNumber <= 1440;
  const minutesText = (n: number | null) => (n === null ? t('rg_no_limit') : t('rg_minutes', { n: n }));
  return (
    <form
      className="mc-card mc-form"
      noValidate
      data-testid="rg-session-time"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) void rg.setSessionTime(asNumber);
      }}
    >
      <h4 className="mc-card__title">{t('rg_session_title')}</h4>
      <p>
        {minutesText(sessionTime.minutes)} · {t('rg_played_today', { n: sessionTime.usedMinutes })}
        {sessionTime.pending ? (
          <PendingNote value={minutesText(sessionTime.pending.minutes)} from={sessionTime.pending.from} />
        ) : null}
      </p>
      <Field label={t('rg_session_minutes')} htmlFor={`${id}-minutes`} hint={t('rg_session_hint')}>
        <TextInput
          id={`${id}-minutes`}
          inputMode="numeric"
          value={minutes}
          onChange={(event) => setMinutes(event.target.value.replace(/\D/g, ''))}
        />
      </Field>
      <div className="mc-actions">
        <Button type="submit" focusableWhenDisabled disabled={rg.busy || !valid}>
          {t('save')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={rg.busy || sessionTime.minutes === null}
          focusableWhenDisabled
          onClick={() => void rg.setSessionTime(null)}
        >
          {t('rg_remove')}
        </Button>
      </div>
    </form>
  );
}

function RealityCheckCard({ data, rg }: { data: RgOverview; rg: Rg }) {
  const { t } = useMemberText();
  const id = useId();
  const [minutes, setMinutes] = useState(String(data.realityCheck.minutes));
  const { pending } = data.realityCheck;
  return (
    <form
      className="mc-card mc-form"
      noValidate
      data-testid="rg-reality-check"
      onSubmit={(event) => {
        event.preventDefault();
        void rg.setRealityCheck(Number(minutes));
      }}
    >
      <h4 className="mc-card__title">{t('rg_reality_title')}</h4>
      <p>
        {t('rg_reality_every', { n: data.realityCheck.minutes })}
        {pending ? (
          <PendingNote value={t('rg_minutes', { n: pending.minutes ?? 60 })} from={pending.from} />
        ) : null}
      </p>
      <Field label={t('rg_reality_interval')} htmlFor={`${id}-interval`}>
        <Select
          id={`${id}-interval`}
          value={minutes}
          options={REALITY_CHOICES.map((m) => ({ value: String(m), label: t('rg_minutes', { n: m }) }))}
          onChange={(event) => setMinutes(event.target.value)}
        />
      </Field>
      <div className="mc-actions">
        <Button type="submit" focusableWhenDisabled disabled={rg.busy}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}

function ExclusionCard({ rg }: { rg: Rg }) {
  const { t } = useMemberText();
  const id = useId();
  const [days, setDays] = useState(String(COOLING_CHOICES[1]));
  const [months, setMonths] = useState(String(RG_SELF_EXCLUSION_MONTHS[0]));
  const [asking, setAsking] = useState<Exclusion | null>(null);
  return (
    <section className="mc-card mc-form" data-testid="rg-exclusion">
      <h4 className="mc-card__title">{t('rg_cooling_title')}</h4>
      <p className="mc-hint">{t('rg_cooling_text')}</p>
      <Field label={t('rg_cooling_length')} htmlFor={`${id}-days`}>
        <Select
          id={`${id}-days`}
          value={days}
          options={COOLING_CHOICES.map((d) => ({ value: String(d), label: t('rg_days', { n: d }) }))}
          onChange={(event) => setDays(event.target.value)}
        />
      </Field>
      <div className="mc-actions">
        <Button
          variant="secondary"
          disabled={rg.busy}
          focusableWhenDisabled
          onClick={() => setAsking({ kind: 'COOLING_OFF', days: Number(days) })}
          data-testid="rg-cooling-start"
        >
          {t('rg_cooling_start')}
        </Button>
      </div>
      <h4 className="mc-card__title">{t('rg_exclusion_title')}</h4>
      <p className="mc-hint">{t('rg_exclusion_text')}</p>
      <Field label={t('rg_exclusion_length')} htmlFor={`${id}-months`}>
        <Select
          id={`${id}-months`}
          value={months}
          options={RG_SELF_EXCLUSION_MONTHS.map((m) => ({
            value: String(m),
            label:
              m === 60
                ? t('rg_years', { n: 5 })
                : m === 12
                  ? t('rg_years', { n: 1 })
                  : t('rg_months', { n: m }),
          }))}
          onChange={(event) => setMonths(event.target.value)}
        />
      </Field>
      <div className="mc-actions">
        <Button
          variant="danger"
          disabled={rg.busy}
          focusableWhenDisabled
          onClick={() =>
            setAsking({
              kind: 'SELF_EXCLUSION',
              months: Number(months) as (typeof RG_SELF_EXCLUSION_MONTHS)[number],
            })
          }
          data-testid="rg-exclusion-start"
        >
          {t('rg_exclusion_start')}
        </Button>
      </div>
      <ConfirmExclusion asking={asking} onClose={() => setAsking(null)} rg={rg} />
    </section>
  );
}

/** The last word before an exclusion that cannot be undone: how long, and that the member is logged out now. */
function ConfirmExclusion({
  asking,
  onClose,
  rg,
}: {
  asking: Exclusion | null;
  onClose: () => void;
  rg: Rg;
}) {
  const { t } = useMemberText();
  if (!asking) return null;
  const length =
    asking.kind === 'COOLING_OFF' ? t('rg_days', { n: asking.days }) : t('rg_months', { n: asking.months });
  return (
    <Modal
      open
      onClose={onClose}
      role="alertdialog"
      size="sm"
      closeLabel={t('cancel')}
      testId="rg-confirm"
      title={asking.kind === 'COOLING_OFF' ? t('rg_cooling_title') : t('rg_exclusion_title')}
      footer={
        <div className="mc-actions">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={rg.busy}
            focusableWhenDisabled
            data-testid="rg-confirm-yes"
            onClick={() => {
              void rg.exclude(asking).then(onClose);
            }}
          >
            {t('rg_confirm_yes')}
          </Button>
        </div>
      }
    >
      <p>{t('rg_confirm_text', { length })}</p>
    </Modal>
  );
}
