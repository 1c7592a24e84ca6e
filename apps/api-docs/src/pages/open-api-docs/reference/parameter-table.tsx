import type { OpenApiDocument, OperationEntry } from '@echowatch/open-api-spec/document';
import { useTexts } from '../../../i18n/texts';
import { parameterRows } from './schema-rows';
import { TableBox } from './table-box';
import { ValueList } from './value-list';
import * as styles from './reference.module.css';

interface ParameterTableProps {
  document: OpenApiDocument;
  entry: OperationEntry;
  idPrefix: string;
}

const P = 'reference.parameters';

/** Index, name, type, required, description and note of every request field. */
export function ParameterTable({ document, entry, idPrefix }: ParameterTableProps) {
  const { t } = useTexts();
  const rows = entry.requestSchemaName ? parameterRows(document, entry.requestSchemaName) : [];
  return (
    <>
      <h4 className={styles.subheading}>{t(`${P}.title`)}</h4>
      {rows.length === 0 ? (
        <p>{t(`${P}.none`)}</p>
      ) : (
        <TableBox captionId={`${idPrefix}-parameters`} caption={t(`${P}.caption`, { name: entry.operation.summary })}>
          <thead>
            <tr>
              {(['index', 'name', 'type', 'required', 'description', 'note'] as const).map((column) => (
                <th key={column} scope="col">
                  {t(`${P}.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.name}>
                <td>{index + 1}</td>
                <th scope="row" className={styles.name}>
                  {row.name}
                </th>
                <td className={styles.type}>{row.type}</td>
                <td>{t(`${P}.required.${row.required}`)}</td>
                <td>{row.description}</td>
                <td>
                  {row.note && <span>{row.note} </span>}
                  {row.defaultValue !== undefined && !row.note && (
                    <span>{t(`${P}.defaultValue`, { value: JSON.stringify(row.defaultValue) })}</span>
                  )}
                  <ValueList values={row.values} />
                </td>
              </tr>
            ))}
          </tbody>
        </TableBox>
      )}
    </>
  );
}
