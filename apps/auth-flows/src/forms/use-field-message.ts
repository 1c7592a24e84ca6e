import { useTranslation } from '@echowatch/translation';
import { NAMESPACE } from '../i18n/namespace';
import type { FieldCheck } from './validation';

/** Turns a rule's result into the sentence shown under the field. */
export function useFieldMessage(): (check: FieldCheck | undefined) => string | undefined {
  const { t } = useTranslation(NAMESPACE);
  return (check) => (check ? t(check.key, { field: check.field ? t(check.field) : '' }) : undefined);
}
