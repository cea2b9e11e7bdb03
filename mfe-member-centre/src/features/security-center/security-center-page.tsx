import { CallFailed, PageLoading } from '../../components/load-states';
import { type MemberKey, useMemberText } from '../../i18n/member-i18n';
import type { SecurityItem } from '../../store';
import { BankAccountsPanel } from './bank-accounts-panel';
import { BindEmailForm } from './bind-email-form';
import { BindMobileForm } from './bind-mobile-form';
import { ChangePasswordForm } from './change-password-form';
import { PaymentPasswordForm } from './payment-password-form';
import { ProfileCard } from './profile-card';
import { SecurityRow } from './security-row';
import { useSecurityCenter } from './use-security-center';

/** securityCenter (my account): the profile, then each security item with the form that changes it. */
export function SecurityCenterPage() {
  const { t } = useMemberText();
  const centre = useSecurityCenter();
  const { member, banks, open, askedFor, done } = centre;
  if (member.status === 'loading') return <PageLoading />;
  if (member.status === 'failed') return <CallFailed error={member.error} onRetry={member.reload} />;
  const info = member.data.member;
  const bankData = banks.status === 'ready' ? banks.data : null;
  const row = (item: SecurityItem) => ({
    open: open === item,
    asked: open === item && askedFor === item,
    onToggle: () => centre.toggle(item),
    done: done?.item === item ? t(done.message) : null,
    testId: `security-${item}`,
  });
  const finish = (item: SecurityItem, message: MemberKey) => () => centre.finished(item, message);
  const unknown = '—';
  // Where a security code goes: the bound mobile, else the bound email (as the server chooses).
  const contact = info.mobileNum ?? info.email;

  return (
    <div className="mc-stack">
      <ProfileCard data={member.data} />
      <ul className="mc-card mc-security" aria-label={t('security_items')}>
        <SecurityRow
          {...row('password')}
          icon="lock"
          title={t('security_password')}
          status={t('status_set')}
          ok
          action={t('action_change')}
        >
          <ChangePasswordForm onDone={finish('password', 'password_changed')} />
        </SecurityRow>
        <SecurityRow
          {...row('mobile')}
          icon="phone"
          title={t('security_mobile')}
          status={info.mobileNum ?? t('not_bound')}
          ok={info.mobileNum !== null}
          action={t(info.mobileNum ? 'action_change' : 'action_bind')}
        >
          <BindMobileForm contact={contact} onDone={finish('mobile', 'mobile_bound')} />
        </SecurityRow>
        <SecurityRow
          {...row('email')}
          icon="mail"
          title={t('security_email')}
          status={info.email ?? t('not_bound')}
          ok={info.email !== null}
          action={t(info.email ? 'action_change' : 'action_bind')}
        >
          <BindEmailForm contact={contact} onDone={finish('email', 'email_bound')} />
        </SecurityRow>
        <SecurityRow
          {...row('paymentPassword')}
          icon="shield"
          title={t('payment_password')}
          status={bankData ? t(bankData.hasPaymentPassword ? 'status_set' : 'status_not_set') : unknown}
          ok={bankData?.hasPaymentPassword === true}
          action={t(bankData?.hasPaymentPassword ? 'action_change' : 'action_set')}
        >
          <PaymentPasswordForm
            contact={contact}
            onDone={finish('paymentPassword', 'payment_password_saved')}
          />
        </SecurityRow>
        <SecurityRow
          {...row('bankAccounts')}
          icon="bank"
          title={t('bank_accounts')}
          status={
            bankData
              ? t('bank_count', { count: bankData.accounts.length, max: bankData.maxAccounts })
              : unknown
          }
          ok={(bankData?.accounts.length ?? 0) > 0}
          action={t('action_manage')}
        >
          <BankAccountsPanel
            banks={banks}
            contact={contact}
            onBound={finish('bankAccounts', 'bank_bound')}
            onNeedPaymentPassword={() => centre.reveal('paymentPassword')}
          />
        </SecurityRow>
      </ul>
    </div>
  );
}
