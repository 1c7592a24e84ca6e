import { BlogListView, type BlogListTexts } from './blog-list-view';
import type { BlogListSetup } from './blog-list-state';

export const DISCOVERY: BlogListSetup = { basePath: '/discovery', tabs: true };
const TEXTS: BlogListTexts = { title: 'blog.banner.title', text: 'blog.banner.text', heading: 'blog.list.heading' };

/** /discovery and its tab paths: every published post of the visitor's language. */
export function BlogListPage() {
  return <BlogListView setup={DISCOVERY} texts={TEXTS} />;
}
