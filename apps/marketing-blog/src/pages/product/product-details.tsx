import type { ProductKind, ProductSlug } from '@echowatch/contracts';
import { Card, CardGrid, Section } from '@echowatch/ui';
import { useTexts } from '../../i18n/texts';
import * as styles from './product-page.module.css';

interface Benefit {
  title: string;
  text: string;
}

/** The texts of one page's benefits and steps, which only its static part reads. */
interface ProductDetailsTexts {
  benefits: readonly Benefit[];
  howTitle: string;
  steps: readonly string[];
}

/** A page's benefits and steps, read from the kind's own group of texts (a static part's). */
export function ProductDetails<K extends ProductKind>({ kind, slug }: { kind: K; slug: ProductSlug<K> }) {
  const { t, textsAt } = useTexts();
  const all = (kind === 'solutions' ? textsAt('solutionDetails') : textsAt('featureDetails')) as Readonly<
    Record<ProductSlug<K>, ProductDetailsTexts>
  >;
  const details = all[slug];
  return (
    <>
      <Section heading={t('product.benefits')}>
        <CardGrid>
          {details.benefits.map((benefit) => (
            <Card as="li" key={benefit.title}>
              <h3 className={styles.benefitTitle}>{benefit.title}</h3>
              <p className={styles.benefitText}>{benefit.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section heading={details.howTitle}>
        <ol className={styles.steps}>
          {details.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Section>
    </>
  );
}
