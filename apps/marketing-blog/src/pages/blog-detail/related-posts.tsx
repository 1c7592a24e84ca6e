import { EXPERT_HUB_TYPE_IDS, type BlogListQuery, type BlogPost } from '@echowatch/api-client';
import { useTexts } from '../../i18n/texts';
import { BlogCardList } from '../blog-parts/blog-card';
import { useBlogPosts } from '../blog-parts/use-blog-posts';
import * as styles from './blog-detail.module.css';

/** Three posts in a related block (docs/product-rules.md, R-BLOG-6). */
export const RELATED_SIZE = 3;

/** The related block's query: posts of the same kind (the expert hub counts as one), in the post's language, without the post. */
export function relatedQuery(post: BlogPost): BlogListQuery {
  const typeIds = EXPERT_HUB_TYPE_IDS.includes(post.blog_type_id) ? EXPERT_HUB_TYPE_IDS : [post.blog_type_id];
  return { size: RELATED_SIZE, page: 0, blogTypeIds: typeIds, language: post.language, excludeId: post.id };
}

/** Posts of the same kind (the expert hub counts as one), in the post's language, without the post itself. */
export function RelatedPosts({ post }: { post: BlogPost }) {
  const { t } = useTexts();
  const load = useBlogPosts(relatedQuery(post));
  if (load.status !== 'ready' || load.result.items.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="blog-related-title">
      <h2 id="blog-related-title" className={styles.relatedTitle}>
        {t('blog.detail.related')}
      </h2>
      <BlogCardList posts={load.result.items.slice(0, RELATED_SIZE)} />
    </section>
  );
}
