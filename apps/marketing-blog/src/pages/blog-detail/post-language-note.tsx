import type { BlogPost } from '@echowatch/api-client';
import { EXPERT_HUB_TYPE_IDS } from '@echowatch/api-client';
import { useSiteConfig } from '@echowatch/remote-kit';
import { Link } from '@echowatch/routing';
import { useTexts } from '../../i18n/texts';
import { postPath, translationInto } from './post-translation';
import * as styles from './blog-detail.module.css';

/**
 * A post read in the other language's interface says which language it is written in, and where to
 * read on in the visitor's: its translation, or the posts of that language when it has none
 * (docs/product-rules.md, R-BLOG-8).
 */
export function PostLanguageNote({ post }: { post: BlogPost }) {
  const { t, language } = useTexts();
  const { routes } = useSiteConfig();
  if (post.language === language) return null;
  const translation = translationInto(post, language);
  const written = { language: t(`blog.detail.language.name.${post.language}`) };
  const list = EXPERT_HUB_TYPE_IDS.includes(post.blog_type_id) ? routes.insight : '/discovery';
  return (
    <p className={styles.languageNote} role="note">
      {translation ? t('blog.detail.language.writtenIn', written) : t('blog.detail.language.onlyIn', written)}{' '}
      <Link to={translation ? postPath(translation.slug) : list} className={styles.languageLink}>
        {translation ? t('blog.detail.language.readTranslation') : t('blog.detail.language.seeArticles')}
      </Link>
    </p>
  );
}
