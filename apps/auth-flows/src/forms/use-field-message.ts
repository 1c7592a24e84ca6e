import { useTexts } from '../i18n/texts';
import type { FieldCheck } from './validation';

/** Turns a rule's result into the sentence shown under the field. */
export function useFieldMessage(): (check: FieldCheck | undefined) => string | undefined {
  const { t } = useTexts();
  return (check) => (check ? t(check.key, { field: check.field ? t(check.field) : '' }) : undefined);
}
