import { isProductSlug, PRODUCT_SLUGS, type ProductKind } from '@echowatch/contracts';
import { Link, useParams } from '@echowatch/routing';
import { useTranslation } from '@echowatch/translation';
import { usePageTitle, useSiteConfig } from '@echowatch/remote-kit';
import { NAMESPACE } from '../../i18n/namespace';
import { ContentNotFound } from '../blog-parts/content-not-found';
import * as styles from './product-page.module.css';

interface Benefit {
  title: string;
  text: string;
}

function CallsToAction({ className }: { className?: string }) {
  const { t } = useTranslation(NAMESPACE);
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
export function ProductPage({ kind }: { kind: ProductKind }) {
  const { t } = useTranslation(NAMESPACE);
  const { brand } = useSiteConfig();
  const { slug } = useParams();
  const known = isProductSlug(kind, slug);
  // The document is named after this solution or feature, not the route's kind.
  usePageTitle(known ? t(`${kind}.${slug}.name`) : null);
  if (!known) return <ContentNotFound />;
  const text = (key: string) => `${kind}.${slug}.${key}`;
  const benefits = t(text('benefits'), { returnObjects: true }) as Benefit[];
  const steps = t(text('steps'), { returnObjects: true }) as string[];
  const others = PRODUCT_SLUGS[kind].filter((other) => other !== slug);
  return (
    <article className={styles.page} aria-labelledby="product-title">
      <header className={styles.banner}>
        <div className={styles.inner}>
          <p className={styles.eyebrow}>{t(kind === 'solutions' ? 'product.solutionEyebrow' : 'product.featureEyebrow')}</p>
          <h1 id="product-title" className={styles.title}>
            {t(text('title'))}
          </h1>
          <p className={styles.lead}>{t(text('lead'))}</p>
          <CallsToAction className={styles.ctas} />
        </div>
      </header>
      <section className={styles.inner} aria-labelledby="product-benefits">
        <h2 id="product-benefits" className={styles.sectionTitle}>
          {t('product.benefits')}
        </h2>
        <ul className={styles.benefits}>
          {benefits.map((benefit) => (
            <li key={benefit.title} className={styles.benefit}>
              <h3 className={styles.benefitTitle}>{benefit.title}</h3>
              <p className={styles.benefitText}>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.inner} aria-labelledby="product-how">
        <h2 id="product-how" className={styles.sectionTitle}>
          {t(text('howTitle'))}
        </h2>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section className={styles.ctaBand} aria-labelledby="product-cta">
        <div className={styles.inner}>
          <h2 id="product-cta" className={styles.ctaTitle}>
            {t(text('ctaTitle'))}
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
                {t(`${kind}.${other}.name`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
