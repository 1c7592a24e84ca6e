import { useTexts } from '../../i18n/texts';
import { blogTypeKey } from './blog-types';
import * as styles from './blog-type-label.module.css';

/** The coloured label of a post's type. */
export function BlogTypeLabel({ typeId }: { typeId: number }) {
  const { t } = useTexts();
  const key = blogTypeKey(typeId);
  return <span className={`${styles.label} ${styles[key]}`}>{t(`blog.types.${key}`)}</span>;
}
