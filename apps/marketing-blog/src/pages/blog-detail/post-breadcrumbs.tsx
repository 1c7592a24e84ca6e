import type { BlogPost } from '@echowatch/api-client';
import { useTexts } from '../../i18n/texts';
import { SiteBreadcrumbs } from '../banner-parts/site-breadcrumbs';
import { BLOG_TABS, type BlogTab, type BlogTabId } from '../blog-list/blog-list-state';

type Category = BlogTab & { id: Exclude<BlogTabId, 'all'> };

/** The blog category a post's type is listed under, if any. */
export function postCategory(typeId: number): Category | undefined {
  return BLOG_TABS.find((tab): tab is Category => tab.id !== 'all' && tab.typeIds.includes(typeId));
}

/** Home › Blog › the post's category › the post. */
export function PostBreadcrumbs({ post }: { post: BlogPost }) {
  const { t } = useTexts();
  const category = postCategory(post.blog_type_id);
  const blog = { label: t('common.breadcrumb.blog'), href: '/discovery' };
  const title = { label: <span lang={post.language}>{post.title}</span> };
  return (
    <SiteBreadcrumbs
      crumbs={
        category
          ? [blog, { label: t(`blog.categories.${category.id}`), href: `${blog.href}/${category.suffix}` }, title]
          : [blog, title]
      }
    />
  );
}
