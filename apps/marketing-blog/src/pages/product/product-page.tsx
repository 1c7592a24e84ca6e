import { isProductSlug, PRODUCT_SLUGS, type ProductKind, type ProductSlug } from '@echowatch/contracts';
import { Link, useParams } from '@echowatch/routing';
import { usePageTitle, useSiteConfig } from '@echowatch/remote-kit';
import { useTexts } from '../../i18n/texts';
import { ContentNotFound } from '../blog-parts/content-not-found';
import * as styles from './product-page.module.css';

interface Benefit {
  title: string;
  text: string;
}

/** The texts of one solution or feature page. */
export interface ProductPageTexts {
  name: string;
  title: string;
  lead: string;
  benefits: readonly Benefit[];
  howTitle: string;
  steps: readonly string[];
  ctaTitle: string;
}

interface ProductPageProps<K extends ProductKind> {
  kind: K;
  /** The texts of every page of the kind, by slug. */
  pages: Readonly<Record<ProductSlug<K>, ProductPageTexts>>;
}

function CallsToAction({ className }: { className?: string }) {
  const { t } = useTexts();
  return (
    <div className={className}>
      <Link to="/reporting-service" className={styles.primaryCta}>
        {t('common.cta.reportService')}
      </Link>
      <Link to="/register" className={styles.secondaryCta}>
        {t('common.cta.register')}
      </Link>
    </div>
  );
}

/** A solution or feature page: what it does, its benefits, how it works, and calls to action. */
export function ProductPage<K extends ProductKind>({ kind, pages }: ProductPageProps<K>) {
  const { t } = useTexts();
  const { brand } = useSiteConfig();
  const { slug } = useParams();
  const page = isProductSlug(kind, slug) ? pages[slug] : null;
  // The document is named after this solution or feature, not the route's kind.
  usePageTitle(page ? page.name : null);
  if (!page) return <ContentNotFound />;
  const slugs: readonly ProductSlug<K>[] = PRODUCT_SLUGS[kind];
  const others = slugs.filter((other) => other !== slug);
  return (
    <article className={styles.page} aria-labelledby="product-title">
      <header className={styles.banner}>
        <div className={styles.inner}>
          <p className={styles.eyebrow}>{t(kind === 'solutions' ? 'product.solutionEyebrow' : 'product.featureEyebrow')}</p>
          <h1 id="product-title" className={styles.title}>
            {page.title}
          </h1>
          <p className={styles.lead}>{page.lead}</p>
          <CallsToAction className={styles.ctas} />
        </div>
      </header>
      <section className={styles.inner} aria-labelledby="product-benefits">
        <h2 id="product-benefits" className={styles.sectionTitle}>
          {t('product.benefits')}
        </h2>
        <ul className={styles.benefits}>
          {page.benefits.map((benefit) => (
            <li key={benefit.title} className={styles.benefit}>
              <h3 className={styles.benefitTitle}>{benefit.title}</h3>
              <p className={styles.benefitText}>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.inner} aria-labelledby="product-how">
        <h2 id="product-how" className={styles.sectionTitle}>
          {page.howTitle}
        </h2>
        <ol className={styles.steps}>
          {page.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section className={styles.ctaBand} aria-labelledby="product-cta">
        <div className={styles.inner}>
          <h2 id="product-cta" className={styles.ctaTitle}>
            {page.ctaTitle}
          </h2>
          <p>{t('product.ctaText', { brand: brand.name })}</p>
          <CallsToAction className={styles.ctas} />
        </div>
      </section>
      <nav className={styles.inner} aria-label={t(kind === 'solutions' ? 'product.moreSolutions' : 'product.moreFeatures')}>
        <ul className={styles.more}>
          {others.map((other) => (
            <li key={other}>
              <Link to={`/${kind}/${other}`} className={styles.moreLink}>
                {pages[other].name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
