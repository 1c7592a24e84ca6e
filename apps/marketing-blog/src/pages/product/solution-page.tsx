import { ProductPage } from './product-page';

/** /solutions/{slug}. */
export function SolutionPage() {
  return <ProductPage kind="solutions" />;
}
