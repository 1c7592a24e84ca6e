import { FREE_TRIAL_PATH } from '@echowatch/contracts/pricing';
import { isProductSlug, PRODUCT_SLUGS, type ProductKind, type ProductSlug } from '@echowatch/contracts';
import { Link, useParams } from '@echowatch/routing';
import { usePageTitle, useSiteConfig } from '@echowatch/remote-kit';
import { StaticPart } from '@echowatch/remote-kit/static-part';
import { buttonClassName, ContentWidth, CtaRow, PageBanner, Section } from '@echowatch/ui';
import { productDetailsTexts, useTexts } from '../../i18n/texts';
import { SiteBreadcrumbs } from '../banner-parts/site-breadcrumbs';
import { ContentNotFound } from '../blog-parts/content-not-found';
import { ProductDetails } from './product-details';
import * as styles from './product-page.module.css';

/** The texts only the pages' static parts read (the exposes' static texts). */
export const PRODUCT_STATIC_TEXTS = [productDetailsTexts];


/** The texts of one solution or feature page that are rendered in the browser too. */
export interface ProductPageTexts {
  name: string;
  title: string;
  lead: string;
  ctaTitle: string;
}


interface ProductPageProps<K extends ProductKind> {
  kind: K;
  /** The texts of every page of the kind, by slug. */
  pages: Readonly<Record<ProductSlug<K>, ProductPageTexts>>;
}

function CallsToAction() {
  const { t } = useTexts();
  return (
    <>
      <Link to="/reporting-service" className={buttonClassName('primary')}>
        {t('common.cta.reportService')}
      </Link>
      <Link to={FREE_TRIAL_PATH} className={buttonClassName('secondary')}>
        {t('common.cta.register')}
      </Link>
    </>
  );
}

/** A solution or feature page: what it does, its benefits, how it works, and calls to action. */
export function ProductPage<K extends ProductKind>({ kind, pages }: ProductPageProps<K>) {
  const { t } = useTexts();
  const { brand } = useSiteConfig();
  const { slug } = useParams();
  const shown = isProductSlug(kind, slug) ? slug : null;
  const page = shown ? pages[shown] : null;
  // The document is named after this solution or feature, not the route's kind.
  usePageTitle(page ? page.name : null);
  if (!shown || !page) return <ContentNotFound />;
  const slugs: readonly ProductSlug<K>[] = PRODUCT_SLUGS[kind];
  const others = slugs.filter((other) => other !== slug);
  return (
    <article className={styles.page} aria-labelledby="product-title">
      <PageBanner
        variant="dark"
        scale="hero"
        titleId="product-title"
        breadcrumbs={<SiteBreadcrumbs crumbs={[{ label: page.name }]} />}
        eyebrow={t(kind === 'solutions' ? 'product.solutionEyebrow' : 'product.featureEyebrow')}
        title={page.title}
        lead={page.lead}
        actions={<CallsToAction />}
      />
      {/* Benefits and steps have nothing to do in the browser, which keeps the server's markup. */}
      <StaticPart texts={PRODUCT_STATIC_TEXTS}>
        <ProductDetails kind={kind} slug={shown} />
      </StaticPart>
      <Section tone="alt" heading={page.ctaTitle}>
        <p>{t('product.ctaText', { brand: brand.name })}</p>
        <CtaRow>
          <CallsToAction />
        </CtaRow>
      </Section>
      <ContentWidth as="nav" className={styles.moreNav} aria-label={t(kind === 'solutions' ? 'product.moreSolutions' : 'product.moreFeatures')}>
        <ul className={styles.more}>
          {others.map((other) => (
            <li key={other}>
              <Link to={`/${kind}/${other}`} className={styles.moreLink}>
                {pages[other].name}
              </Link>
            </li>
          ))}
        </ul>
      </ContentWidth>
    </article>
  );
}
