import { useTexts } from '../../i18n/texts';
import { SiteBreadcrumbs } from '../banner-parts/site-breadcrumbs';
import type { BlogTabId } from './blog-list-state';

/** Home › Blog › the category a list shows. */
export function CategoryBreadcrumbs({ category }: { category: Exclude<BlogTabId, 'all'> }) {
  const { t } = useTexts();
  return (
    <SiteBreadcrumbs
      crumbs={[{ label: t('common.breadcrumb.blog'), href: '/discovery' }, { label: t(`blog.categories.${category}`) }]}
    />
  );
}
