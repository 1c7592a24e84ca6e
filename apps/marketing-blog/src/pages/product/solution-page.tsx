import { useTexts } from '../../i18n/texts';
import { ProductPage } from './product-page';

/** /solutions/{slug}. */
export function SolutionPage() {
  const { textsAt } = useTexts();
  return <ProductPage kind="solutions" pages={textsAt('solutions')} />;
}
