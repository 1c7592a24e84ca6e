import { mediaQueries, spacing } from '@echowatch/design-tokens';
import { Link } from '@echowatch/routing';
import { useTexts } from '../../i18n/texts';
import { BlogTypeLabel } from './blog-type-label';
import type { ListedPost } from './listed-post';
import { PostPicture } from './post-picture';
import * as styles from './blog-card.module.css';

// One column on phones, inside the page's side margins; beside others, at most about 24 rem.
const CARD_PICTURE_SIZES = `${mediaQueries.mobile} calc(100vw - 2 * ${spacing.md}), 24rem`;

export const blogDetailPath = (slug: string) => `/blog-detail/${slug}`;

interface BlogCardProps {
  post: ListedPost;
  headingLevel?: 2 | 3;
  /** Insight lists offer the report download right on the card. */
  showReport?: boolean;
  /** The first card of a list is on the first screen: its image loads at once, first. */
  priority?: boolean;
}

/** A post in a list: thumbnail, coloured type, title, excerpt and a read-more link. */
export function BlogCard({ post, headingLevel = 3, showReport = false, priority = false }: BlogCardProps) {
  const { t } = useTexts();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = blogDetailPath(post.slug);
  return (
    <article className={styles.card}>
      <PostPicture className={styles.thumbnail} src={post.thumbnail} sizes={CARD_PICTURE_SIZES} lead={priority} />
      <div className={styles.body}>
        <BlogTypeLabel typeId={post.blog_type_id} />
        <Heading className={styles.title}>
          <Link to={href} className={styles.titleLink}>
            {post.title}
          </Link>
        </Heading>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <div className={styles.actions}>
          <Link to={href} className={styles.readMore} aria-label={t('blog.card.readMoreAbout', { title: post.title })}>
            {t('blog.card.readMore')}
          </Link>
          {showReport && post.report_file && (
            <a
              href={post.report_file}
              className={styles.download}
              download
              aria-label={t('blog.card.downloadReportAbout', { title: post.title })}
            >
              {t('blog.card.downloadReport')}
            </a>
          )}
        </div>
      </div>
    </article>
  );
}

/** Cards in a responsive grid, as a list so their number is announced. */
export function BlogCardList({
  posts,
  headingLevel,
  showReport,
  priority = false,
}: { posts: ListedPost[] } & Omit<BlogCardProps, 'post'>) {
  return (
    <ul className={styles.grid}>
      {posts.map((post, index) => (
        <li key={post.id} className={styles.item}>
          <BlogCard post={post} headingLevel={headingLevel} showReport={showReport} priority={priority && index === 0} />
        </li>
      ))}
    </ul>
  );
}
