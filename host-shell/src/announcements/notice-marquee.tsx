import { Icon } from '@platform/shared-ui';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayoutServices } from '../layout/layout-services';
import { htmlLang } from '../layout/preferences/html-lang';
import { local, STORAGE } from '../platform/storage-keys';
import { announcementsAtom } from './announcements-store';
import './notice-marquee.css';

/**
 * The home page's notice marquee (spec section 2): the live notices' titles running across one line; a title opens
 * the notice popup with its content; nothing when there is none. It stops under reduced motion.
 *
 * The notices load after the first paint, so until they answer the marquee's line is kept empty: the page below
 * does not jump down when they arrive. A device that last saw no notices keeps no line.
 */
export function NoticeMarquee() {
  const { t } = useTranslation();
  const { notices, loaded } = useAtomValue(announcementsAtom);
  const { bus } = useLayoutServices();
  useEffect(() => {
    if (loaded) local.set(STORAGE.marqueeShown, notices.length > 0 ? '1' : '0');
  }, [loaded, notices.length]);
  if (!loaded && local.get(STORAGE.marqueeShown) !== '0')
    return (
      <div
        className="notice-marquee notice-marquee--pending"
        aria-hidden="true"
        data-testid="notice-marquee-pending"
      />
    );
  if (notices.length === 0) return null;
  const items = notices.map((notice) => {
    const lang = htmlLang(notice.language);
    return (
      <button
        key={notice.id}
        type="button"
        className="notice-marquee__item"
        lang={lang}
        onClick={() =>
          bus.emit('popup:show', { title: notice.title, html: notice.content, lang, coverClose: true })
        }
      >
        {notice.title}
      </button>
    );
  });
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
