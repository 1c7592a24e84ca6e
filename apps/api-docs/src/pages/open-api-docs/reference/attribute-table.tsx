import type { OpenApiDocument, OperationEntry } from '@echowatch/open-api-spec/document';
import { useTexts } from '../../../i18n/texts';
import { AttributeName } from './attribute-name';
import { attributeRows } from './schema-rows';
import { TableBox } from './table-box';
import { ValueList } from './value-list';
import * as styles from './reference.module.css';

interface AttributeTableProps {
  document: OpenApiDocument;
  entry: OperationEntry;
  idPrefix: string;
}

/** Every attribute of the success response, nested ones by their path. */
export function AttributeTable({ document, entry, idPrefix }: AttributeTableProps) {
  const { t } = useTexts();
  const rows = attributeRows(document, entry.successSchemaName);
  return (
    <>
      <h4 className={styles.subheading}>{t('reference.attributes.title')}</h4>
      <TableBox captionId={`${idPrefix}-attributes`} caption={t('reference.attributes.caption', { name: entry.operation.summary })}>
        <thead>
          <tr>
            <th scope="col">{t('reference.attributes.columns.name')}</th>
            <th scope="col">{t('reference.attributes.columns.type')}</th>
            <th scope="col">{t('reference.attributes.columns.description')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" className={`${styles.name} ${styles.path}`}>
                <AttributeName path={row.name} />
              </th>
              <td className={styles.type}>{row.type}</td>
              <td>
                {row.description}
                {row.sameAs && <span className={styles.muted}> {t('reference.attributes.sameAs', { path: row.sameAs })}</span>}
                <ValueList values={row.values} />
              </td>
            </tr>
          ))}
        </tbody>
      </TableBox>
    </>
  );
}
