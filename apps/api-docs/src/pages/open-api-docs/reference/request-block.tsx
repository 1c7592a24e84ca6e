import { OPEN_API_HEADERS } from '@echowatch/open-api-spec';
import { OPEN_API_MODULES, type OperationEntry } from '@echowatch/open-api-spec/document';
import { useTexts } from '../../../i18n/texts';
import { TableBox } from './table-box';
import * as styles from './reference.module.css';

interface RequestBlockProps {
  entry: OperationEntry;
  url: string;
  idPrefix: string;
}

const P = 'reference.request';

type ModuleId = (typeof OPEN_API_MODULES)[keyof typeof OPEN_API_MODULES];

/** True for a module the texts name; the document types its required module as any string. */
function isKnownModule(module: string): module is ModuleId {
  return Object.values(OPEN_API_MODULES).some((known) => known === module);
}

/** Request type, URL and headers of one call. */
export function RequestBlock({ entry, url, idPrefix }: RequestBlockProps) {
  const { t } = useTexts();
  const name = entry.operation.summary ?? entry.path;
  const module = entry.operation['x-required-module'];
  const headers = [
    { name: OPEN_API_HEADERS.apiKey, value: t(`${P}.keyPlaceholder`), description: t(`${P}.apiKey`) },
    ...(entry.requestSchemaName ? [{ name: 'Content-Type', value: 'application/json', description: t(`${P}.contentType`) }] : []),
  ];
  return (
    <>
      <h4 className={styles.subheading}>{t(`${P}.title`)}</h4>
      <dl className={styles.facts}>
        <dt>{t(`${P}.method`)}</dt>
        <dd>
          <span className={styles.method}>{entry.method.toUpperCase()}</span>
        </dd>
        <dt>{t(`${P}.url`)}</dt>
        <dd>
          <code className={styles.code}>{url}</code>
        </dd>
      </dl>
      {module && (
        <p className={styles.notice}>
          {t(`${P}.module`, { module: isKnownModule(module) ? t(`${P}.modules.${module}`) : module })}
        </p>
      )}
      <TableBox captionId={`${idPrefix}-headers`} caption={t(`${P}.headersCaption`, { name })}>
        <thead>
          <tr>
            <th scope="col">{t(`${P}.columns.name`)}</th>
            <th scope="col">{t(`${P}.columns.value`)}</th>
            <th scope="col">{t(`${P}.columns.description`)}</th>
          </tr>
        </thead>
        <tbody>
          {headers.map((header) => (
            <tr key={header.name}>
              <th scope="row" className={styles.name}>
                {header.name}
              </th>
              <td>
                <code className={styles.code}>{header.value}</code>
              </td>
              <td>{header.description}</td>
            </tr>
          ))}
        </tbody>
      </TableBox>
    </>
  );
}
