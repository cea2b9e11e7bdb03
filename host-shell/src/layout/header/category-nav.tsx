import { Icon } from '@platform/shared-ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from '../../app/routing/routing';
import { categoryPath, headerCategories } from '../categories';
import { CATEGORY_ICON } from '../category-icon';
import { vendorsAtom } from '../layout-store';
import { usePageIsOpen } from '../open-pages';

/**
 * Scrolls the strip, and only the strip, so that its link to the page shown is in it: a player who came to a category
 * another way (See all, the side menu, back) sees where they are.
 */
function revealCurrent(strip: HTMLElement): void {
  const current = strip.querySelector('[aria-current="page"]');
  if (!current) return;
  const box = strip.getBoundingClientRect();
  const link = current.getBoundingClientRect();
  const before = link.left - box.left;
  const after = link.right - box.right;
  if (before < 0) strip.scrollBy({ left: before });
  else if (after > 0) strip.scrollBy({ left: after });
}

/** The header's game categories: a scrolling strip on phones, a bar on desktop. */
export function CategoryNav() {
  const { t } = useTranslation();
  const vendors = useAtomValue(vendorsAtom);
  const categories = headerCategories(vendors, usePageIsOpen());
  const strip = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each page shown (and each change of the categories) is a reason to look again.
  useEffect(() => {
    if (strip.current) revealCurrent(strip.current);
  }, [pathname, categories.length]);
  return (
    <nav className="category-nav" aria-label={t('layout.header.categories')} data-testid="header-categories">
      <ul className="category-nav__list" ref={strip}>
        {categories.map((category) => {
          const to = categoryPath(category, vendors);
          return (
            <li key={category}>
              <NavLink to={to} end={to === '/'} className="category-nav__link" data-category={category}>
                <Icon name={CATEGORY_ICON[category] ?? 'home'} size={18} />
                <span>{t(`layout.category.${category}`)}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
