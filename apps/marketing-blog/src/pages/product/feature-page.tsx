import { ProductPage } from './product-page';

/** /features/{slug}. */
export function FeaturePage() {
  return <ProductPage kind="features" />;
}
