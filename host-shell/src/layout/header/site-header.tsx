import { Icon, IconButton, useMediaQuery } from '@platform/shared-ui';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { loggedInAtom } from '../../store/host-store';
import { BrandLink } from '../brand';
import { DESKTOP_UP, TABLET_UP } from '../breakpoints';
import { SIDE_DRAWER_ID } from '../layout-ids';
import { sideMenuOpenAtom } from '../layout-store';
import { LanguageMenu } from '../preferences/language-menu';
import { ThemeToggle } from '../preferences/theme-toggle';
import { CurrencySelect, RegionPicker } from '../region/region-picker';
import { useWalletBalance } from '../wallet/use-wallet-balance';
import { AccountArea } from './account-area';
import { CategoryNav } from './category-nav';
import { GuestArea } from './guest-area';
import './header.css';

/** The sticky header (spec section 2): brand, preferences, region and currency, sign-in or account, categories. */
export function SiteHeader() {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(loggedInAtom);
  const [menuOpen, setMenuOpen] = useAtom(sideMenuOpenAtom);
  useWalletBalance();
  // The tools show from a width on (header.css); on a phone they are not drawn at all.
  const tablet = useMediaQuery(TABLET_UP);
  const desktop = useMediaQuery(DESKTOP_UP);
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <IconButton
          className="site-header__menu"
          label={t('layout.menu.open')}
          aria-expanded={menuOpen}
          aria-controls={SIDE_DRAWER_ID}
          onClick={() => setMenuOpen(true)}
          data-testid="menu-button"
        >
          <Icon name="menu" size={22} />
        </IconButton>
        <BrandLink className="site-header__brand" />
        <div className="site-header__tools">
          {desktop && <RegionPicker className="site-header__region" />}
          {desktop && <CurrencySelect className="site-header__currency" />}
          {tablet && <LanguageMenu className="site-header__language" />}
          {tablet && <ThemeToggle className="site-header__theme" />}
        </div>
        <div className="site-header__session">{loggedIn ? <AccountArea /> : <GuestArea />}</div>
      </div>
      <CategoryNav />
    </header>
  );
}
