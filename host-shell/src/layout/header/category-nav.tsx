import { Icon } from '@platform/shared-ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { NavLink } from '../../app/routing/routing';
import { categoryPath, headerCategories } from '../categories';
import { CATEGORY_ICON } from '../category-icon';
import { vendorsAtom } from '../layout-store';

/** The header's game categories: a scrolling strip on phones, a bar on desktop. */
export function CategoryNav() {
  const { t } = useTranslation();
  const vendors = useAtomValue(vendorsAtom);
  const categories = headerCategories(vendors);
  return (
    <nav className="category-nav" aria-label={t('layout.header.categories')} data-testid="header-categories">
      <ul className="category-nav__list">
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
