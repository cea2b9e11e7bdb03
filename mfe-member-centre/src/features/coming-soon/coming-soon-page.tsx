import { Empty, Icon } from '@platform/shared-ui';
import { type CentrePage, PAGE_ICONS } from '../../app/pages';
import { useMemberText } from '../../i18n/member-i18n';

/** A page of a later issue: says so, and nothing on it pretends to work. */
export function ComingSoonPage({ page }: { page: CentrePage }) {
  const { t } = useMemberText();
  return (
    <Empty
      className="mc-soon"
      icon={<Icon name={PAGE_ICONS[page]} size={40} />}
      title={t('soon_title')}
      description={t('soon_text', { page: t(`page_${page}`) })}
    />
  );
}
