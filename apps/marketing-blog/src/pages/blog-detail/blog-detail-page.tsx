import { useState } from 'react';
import { useParams } from '@echowatch/routing';
import { StructuredData, usePageHead, useSiteConfig } from '@echowatch/remote-kit';
import { ContentWidth, PageBanner } from '@echowatch/ui';
import { useTexts } from '../../i18n/texts';
import { ContentNotFound } from '../blog-parts/content-not-found';
import { BlogArticle } from './blog-article';
import { PostLanguageNote } from './post-language-note';
import { RelatedPosts } from './related-posts';
import { postHead } from './post-head';
import { postStructuredData } from './post-structured-data';
import { useBlogPost } from './use-blog-post';
import * as styles from './blog-detail.module.css';

/** /blog-detail/{slug}: the post (its title the document's), its social tags, and three related posts; an unknown slug is not found. */
export function BlogDetailPage() {
  const { t } = useTexts();
  const { brand } = useSiteConfig();
  const { slug = '' } = useParams();
  const [attempt, setAttempt] = useState(0);
  const load = useBlogPost(slug, attempt);
  const head = load.status === 'found' ? postHead(load, brand.siteUrl) : null;
  const url = head?.canonical ?? '';
  // In the browser, the tab names the post from the very result the article renders (the page's
  // loader named it for the server's document).
  usePageHead(head ?? (load.status === 'missing' ? 'not-found' : null));

  if (load.status === 'missing') return <ContentNotFound />;
  if (load.status === 'loading') {
    return (
      <section className={styles.page} aria-busy="true">
        <p className={styles.pending} role="status">
          {t('blog.detail.loading')}
        </p>
      </section>
    );
  }
  if (load.status === 'failed') {
    return (
      <section className={styles.article} aria-labelledby="blog-detail-failed">
        <PageBanner titleId="blog-detail-failed" title={t('blog.detail.failed')} />
        <ContentWidth className={styles.retryRow}>
          <button type="button" className={styles.retry} onClick={() => setAttempt((value) => value + 1)}>
            {t('blog.detail.retry')}
          </button>
        </ContentWidth>
      </section>
    );
  }
  return (
    <>
      {head && <StructuredData description={postStructuredData(load.post, head, brand)} />}
      <BlogArticle post={load.post} body={load.body} shareUrl={url} note={<PostLanguageNote post={load.post} />}>
        <RelatedPosts key={load.post.id} post={load.post} />
      </BlogArticle>
    </>
  );
}
