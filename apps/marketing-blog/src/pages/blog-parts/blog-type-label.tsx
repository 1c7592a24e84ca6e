import { useTranslation } from '@echowatch/translation';
import { NAMESPACE } from '../../i18n/namespace';
import { blogTypeKey } from './blog-types';
import * as styles from './blog-type-label.module.css';

/** The coloured label of a post's type. */
export function BlogTypeLabel({ typeId }: { typeId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const key = blogTypeKey(typeId);
  return <span className={`${styles.label} ${styles[key]}`}>{t(`blog.types.${key}`)}</span>;
}
