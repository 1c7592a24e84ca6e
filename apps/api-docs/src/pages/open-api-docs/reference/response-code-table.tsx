import type { OperationEntry } from '@echowatch/open-api-spec/document';
import { useTexts } from '../../../i18n/texts';
import { TableBox } from './table-box';
import * as styles from './reference.module.css';

interface ResponseCodeTableProps {
  entry: OperationEntry;
  meanings: ReadonlyMap<number, string>;
  idPrefix: string;
}

/** The envelope codes this call can answer with, and what each means. */
export function ResponseCodeTable({ entry, meanings, idPrefix }: ResponseCodeTableProps) {
  const { t } = useTexts();
  return (
    <>
      <h4 className={styles.subheading}>{t('reference.codes.title')}</h4>
      <TableBox captionId={`${idPrefix}-codes`} caption={t('reference.codes.caption', { name: entry.operation.summary })}>
        <thead>
          <tr>
            <th scope="col">{t('reference.codes.columns.code')}</th>
            <th scope="col">{t('reference.codes.columns.meaning')}</th>
          </tr>
        </thead>
        <tbody>
          {entry.operation['x-response-codes'].map((code) => (
            <tr key={code}>
              <th scope="row" className={styles.name}>
                {code}
              </th>
              <td>{meanings.get(code)}</td>
            </tr>
          ))}
        </tbody>
      </TableBox>
    </>
  );
}
