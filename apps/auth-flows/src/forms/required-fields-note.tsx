import { RequiredNote } from '@echowatch/ui';
import { useTexts } from '../i18n/texts';

/** "Fields marked * are required.", once at the top of every account form with starred fields (docs/product-rules.md, R-VALID-4). */
export function RequiredFieldsNote() {
  const { t } = useTexts();
  return <RequiredNote>{t('form.requiredNote')}</RequiredNote>;
}
