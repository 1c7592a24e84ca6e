import { useTexts } from '../../i18n/texts';
import { ProductPage } from './product-page';

/** /features/{slug}. */
export function FeaturePage() {
  const { textsAt } = useTexts();
  return <ProductPage kind="features" pages={textsAt('features')} />;
}
