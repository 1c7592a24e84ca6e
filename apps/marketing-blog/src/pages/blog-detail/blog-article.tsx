import { useMemo, type ReactNode } from 'react';
import type { BlogPost } from '@echowatch/api-client';
import { layout, mediaQueries, spacing } from '@echowatch/design-tokens';
import { useTexts } from '../../i18n/texts';
import { BlogTypeLabel } from '../blog-parts/blog-type-label';
import { formatBlogTime } from '../blog-parts/format-blog-time';
import { PostPicture } from '../blog-parts/post-picture';
import { sanitizeBlogHtml } from './sanitize-blog-html';
import { ShareLinks } from './share-links';
import * as styles from './blog-detail.module.css';

// The cover spans the article: the page's width (the layout's content width at most) less the
// article's padding (blog-detail.module.css).
const COVER_SIZES = [
  `${mediaQueries.mobile} calc(100vw - 2 * ${spacing.md})`,
  `(max-width: ${layout.contentMaxWidth}) calc(100vw - 2 * ${spacing.lg})`,
  `calc(${layout.contentMaxWidth} - 2 * ${spacing.lg})`,
].join(', ');

interface BlogArticleProps {
  post: BlogPost;
  shareUrl: string;
  /** What follows the post inside its article (the related block). */
  children?: ReactNode;
}

/** One post: type, time, title, the cleaned body, the report download and the share links. */
export function BlogArticle({ post, shareUrl, children }: BlogArticleProps) {
  const { t } = useTexts();
  const body = useMemo(() => sanitizeBlogHtml(post.content), [post.content]);
  return (
    <article className={styles.article} aria-labelledby="blog-detail-title">
      <div className={styles.column} lang={post.language}>
        <header className={styles.header}>
          <div className={styles.meta}>
            <BlogTypeLabel typeId={post.blog_type_id} />
            <span className={styles.time}>
              <span className={styles.visuallyHidden}>{t('blog.detail.postedAt')} </span>
              <time dateTime={post.created_at}>{formatBlogTime(post.created_at)}</time>
            </span>
          </div>
          <h1 id="blog-detail-title" className={styles.title}>
            {post.title}
          </h1>
        </header>
        <PostPicture className={styles.cover} src={post.thumbnail} sizes={COVER_SIZES} lead />
        {/* Sanitised above: the editor's HTML never reaches the page as written. */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: body }} />
        {post.report_file && (
          <section className={styles.report} aria-labelledby="blog-report-title">
            <h2 id="blog-report-title" className={styles.reportTitle}>
              {t('blog.detail.report')}
            </h2>
            <p className={styles.reportText}>{t('blog.detail.reportText')}</p>
            <a href={post.report_file} className={styles.reportLink} download>
              {t('blog.detail.downloadReport')}
            </a>
          </section>
        )}
        <ShareLinks url={shareUrl} />
      </div>
      {children}
    </article>
  );
}
