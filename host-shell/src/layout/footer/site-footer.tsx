import { Icon, type IconName, LazyImage } from '@platform/shared-ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/routing/routing';
import { permissionAtom } from '../../store/host-store';
import { BRAND_NAME, BrandMark } from '../brand';
import { FOOTER_SOCIAL_TYPES, serviceLinks } from '../customer-service';
import { type LayoutVendor, vendorsAtom } from '../layout-store';
import { usePageIsOpen } from '../open-pages';
import './footer.css';

/** The help centre's page (spec section 2). */
const HELP_CENTRE = '/help';

/** Help-centre topics the footer links to (`/help#topic`). */
export const HELP_TOPICS = ['deposit', 'withdrawal', 'register', 'responsible-gaming', 'contact'] as const;

const SOCIAL_ICON: Record<(typeof FOOTER_SOCIAL_TYPES)[number], IconName> = {
  FACEBOOK: 'facebook',
  YOUTUBE: 'youtube',
  WHATSAPP: 'whatsapp',
  TIKTOK: 'tiktok',
  INSTAGRAM: 'instagram',
  TWITTER: 'twitter',
  TELEGRAM: 'telegram',
};

/** A vendor's logo; a logo that cannot be loaded (after LazyImage's one retry) leaves no empty place (spec section 8). */
function VendorLogo({ src, name }: { src: string; name: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) return null;
  return (
    <li data-testid="footer-vendor">
      <LazyImage src={src} alt={name} onBroken={() => setBroken(true)} />
    </li>
  );
}

/**
 * Each vendor's logo once, in the catalogue's order: a vendor with games in several categories (the studio's slots
 * and its baccarat) has a card in each.
 */
function vendorLogos(vendors: readonly LayoutVendor[]): LayoutVendor[] {
  const seen = new Set<string>();
  return vendors.filter((vendor) => {
    if (!vendor.logoUrl || seen.has(vendor.vassalage)) return false;
    seen.add(vendor.vassalage);
    return true;
  });
}

/**
 * The footer (spec section 2): vendor logos, help topics (when the help centre is open in the region), description,
 * copyright, configured social links.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const permission = useAtomValue(permissionAtom);
  const vendors = useAtomValue(vendorsAtom);
  const socials = serviceLinks(permission, 'FOOTER', FOOTER_SOCIAL_TYPES);
  const logos = vendorLogos(vendors);
  const helpIsOpen = usePageIsOpen()(HELP_CENTRE);
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      {logos.length > 0 && (
        <section
          className="site-footer__vendors"
          aria-label={t('layout.footer.providers')}
          data-testid="footer-vendors"
        >
          <ul>
            {logos.map((vendor) => (
              <VendorLogo key={vendor.vassalage} src={vendor.logoUrl!} name={vendor.name} />
            ))}
          </ul>
        </section>
      )}

      <div className="site-footer__main">
        <div className="site-footer__about">
          <div className="site-footer__brand">
            <BrandMark size={32} />
            <span>{BRAND_NAME}</span>
          </div>
          <p className="site-footer__description">{t('layout.footer.description')}</p>
          <p className="site-footer__responsible">
            <span className="site-footer__age" aria-hidden="true">
              18+
            </span>
            <span>{t('layout.footer.playResponsibly')}</span>
          </p>
        </div>

        {helpIsOpen && (
          <nav className="site-footer__help" aria-labelledby="footer-help-heading">
            <h2 id="footer-help-heading">{t('layout.footer.help')}</h2>
            <ul>
              {HELP_TOPICS.map((topic) => (
                <li key={topic}>
                  <Link to={`${HELP_CENTRE}#${topic}`}>{t(`layout.footer.topic.${topic}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}

        {socials.length > 0 && (
          <section className="site-footer__social" aria-labelledby="footer-social-heading">
            <h2 id="footer-social-heading">{t('layout.footer.follow')}</h2>
            <ul data-testid="footer-social">
              {socials.map((link) => (
                <li key={`${link.csType}-${link.url}`}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={link.title || link.csType}
                    title={link.title || link.csType}
                    data-cs-type={link.csType}
                  >
                    <Icon name={SOCIAL_ICON[link.csType as keyof typeof SOCIAL_ICON]} size={20} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>

      <div className="site-footer__bottom">
        <p>{t('layout.footer.copyright', { year, brand: BRAND_NAME })}</p>
      </div>
    </footer>
  );
}
