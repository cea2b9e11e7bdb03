import { Icon } from '@platform/shared-ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLayoutServices } from '../layout/layout-services';
import { announcementsAtom } from './announcements-store';
import './notice-marquee.css';

/**
 * The home page's notice marquee (spec section 2): the live notices' titles running across one line; a title opens
 * the notice popup with its content. Nothing until there is a notice; it stops under reduced motion.
 */
export function NoticeMarquee() {
  const { t } = useTranslation();
  const { notices } = useAtomValue(announcementsAtom);
  const { bus } = useLayoutServices();
  if (notices.length === 0) return null;
  const items = notices.map((notice) => (
    <button
      key={notice.id}
      type="button"
      className="notice-marquee__item"
      onClick={() => bus.emit('popup:show', { title: notice.title, html: notice.content, coverClose: true })}
    >
      {notice.title}
    </button>
  ));
  return (
    <section className="notice-marquee" aria-label={t('announcements.notices')} data-testid="notice-marquee">
      <Icon name="info" size={18} className="notice-marquee__icon" />
      <div className="notice-marquee__viewport">
        <div
          className="notice-marquee__track"
          style={{ animationDuration: `${Math.max(20, notices.length * 12)}s` }}
        >
          {items}
          {/* The copy makes the loop seamless; hidden from assistive technology and from tabbing. */}
          <div className="notice-marquee__copy" aria-hidden="true" inert>
            {items}
          </div>
        </div>
      </div>
    </section>
  );
}
