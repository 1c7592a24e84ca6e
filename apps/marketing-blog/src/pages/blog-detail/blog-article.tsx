import type { ReactNode } from 'react';
import type { BlogPost } from '@echowatch/api-client';
import { layout, mediaQueries, spacing } from '@echowatch/design-tokens';
import { StaticPart } from '@echowatch/remote-kit/static-part';
import { PageBanner } from '@echowatch/ui';
import { useTexts } from '../../i18n/texts';
import { BlogTypeLabel } from '../blog-parts/blog-type-label';
import { formatPostDay } from '../blog-parts/format-post-day';
import { PostPicture } from '../blog-parts/post-picture';
import { PostBreadcrumbs } from './post-breadcrumbs';
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
  /** The sanitised body; null where the browser keeps the one the server sent. */
  body: string | null;
  shareUrl: string;
  /** What follows the post inside its article (the related block). */
  children?: ReactNode;
  /** Said before the post, in the page's language (the post is in another). */
  note?: ReactNode;
}

/** One post: its trail, type, time and title in the page's band, the cleaned body, the report download and the share links. */
export function BlogArticle({ post, body, shareUrl, children, note }: BlogArticleProps) {
  const { t } = useTexts();
  return (
    <article className={styles.article} aria-labelledby="blog-detail-title">
      <PageBanner
        titleId="blog-detail-title"
        title={<span lang={post.language}>{post.title}</span>}
        breadcrumbs={<PostBreadcrumbs post={post} />}
        eyebrow={
          <span className={styles.meta}>
            <BlogTypeLabel typeId={post.blog_type_id} />
            <span className={styles.time}>
              <span className={styles.visuallyHidden}>{t('blog.detail.postedAt')} </span>
              <time dateTime={post.created_at}>{formatPostDay(post.created_at, t)}</time>
            </span>
          </span>
        }
      />
      <div className={styles.content}>
        {note}
        <div className={styles.column} lang={post.language}>
          <PostPicture className={styles.cover} src={post.thumbnail} sizes={COVER_SIZES} lead />
          {/* Sanitised where it was loaded (use-blog-post.ts): the editor's HTML never reaches the page as
              written. A static part: the body has nothing to do in the browser, which keeps the server's. */}
          <StaticPart sameInEveryLanguage>
            <div className={styles.body} dangerouslySetInnerHTML={{ __html: body ?? '' }} />
          </StaticPart>
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
      </div>
    </article>
  );
}
