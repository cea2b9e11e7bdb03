import type { CallResponse, memberInfoCall } from '@platform/shared-contracts/client';
import { Icon } from '@platform/shared-ui';
import { useMemberText } from '../../i18n/member-i18n';
import { formatTimestamp } from '../../lib/format-time';

type MemberAnswer = CallResponse<typeof memberInfoCall>;

/**
 * The member's profile: who they are and when they were last here (memberInfoCall). Named "Profile", not "My account",
 * which names the side menu's section behind the centre (two landmarks of one name).
 */
export function ProfileCard({ data }: { data: MemberAnswer }) {
  const { t } = useMemberText();
  const { member, loginInfo } = data;
  const lastTime = loginInfo.lastLoginTime ?? loginInfo.loginTime;
  const lastIp = loginInfo.lastLoginTime ? loginInfo.lastLoginIp : loginInfo.loginIp;
  const rows: [string, string][] = [
    [t('profile_nickname'), member.nickname ?? t('not_set')],
    [t('profile_mobile'), member.mobileNum ?? t('not_bound')],
    [t('profile_email'), member.email ?? t('not_bound')],
    [t('profile_registered'), formatTimestamp(member.registeredAt)],
    [t('profile_last_login'), `${formatTimestamp(lastTime)}${lastIp ? ` · ${lastIp}` : ''}`],
  ];
  return (
    <section className="mc-card mc-profile" aria-label={t('profile_title')} data-testid="profile">
      <div className="mc-profile__head">
        <span className="mc-profile__avatar" aria-hidden="true">
          <Icon name="user" size={26} />
        </span>
        <span className="mc-profile__who">
          <span className="mc-profile__account" data-testid="profile-account">
            {member.account}
          </span>
          <span className="mc-profile__currency">{member.currency}</span>
        </span>
      </div>
      <dl className="mc-facts">
        {rows.map(([label, value]) => (
          <div key={label} className="mc-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
