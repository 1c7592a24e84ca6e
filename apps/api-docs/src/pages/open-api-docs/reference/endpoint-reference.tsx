import { useMemo } from 'react';
import { openApiBase } from '@echowatch/open-api-spec';
import { findOperation, openApiDocument, resolvePointer, type OpenApiDocument } from '@echowatch/open-api-spec/document';
import { useSiteConfig } from '@echowatch/remote-kit';
import { useTexts } from '../../../i18n/texts';
import type { DocsEndpoint } from '../docs-menu';
import { UpdatingNotice } from '../updating-notice';
import { AttributeTable } from './attribute-table';
import { CodeSampleTabs } from './code-sample-tabs';
import { keyVariableOf } from './code-samples';
import { JsonBlock } from './json-block';
import { ParameterTable } from './parameter-table';
import { RequestBlock } from './request-block';
import { ResponseCodeTable } from './response-code-table';
import type { LooseSchema } from './schema-rows';
import { TryItConsole } from './try-it-console';
import * as styles from './reference.module.css';

export interface EndpointReferenceProps {
  endpoint: DocsEndpoint;
  /** Prefix of the element ids inside, unique on the page. */
  idPrefix: string;
}

/** Code → meaning, from the document's description of the envelope code. */
function codeMeanings(document: OpenApiDocument): Map<number, string> {
  const schema = resolvePointer<LooseSchema>(document, '#/components/schemas/ResponseCode');
  return new Map((schema.enum as number[]).map((code, index) => [code, schema['x-enum-descriptions']?.[index] ?? '']));
}

/**
 * One call, entirely from the OpenAPI document in the reader's language: description, request, parameters,
 * example, code samples, the try-it console, JSON output, response codes and attributes. A call the
 * document does not (yet) describe shows "Đang cập nhật...".
 */
export function EndpointReference({ endpoint, idPrefix }: EndpointReferenceProps) {
  const { t, language } = useTexts();
  const { brand, hosts } = useSiteConfig();
  const document = openApiDocument(language);
  const entry = findOperation(document, endpoint.method === 'GET' ? 'get' : 'post', endpoint.path);
  const meanings = useMemo(() => codeMeanings(document), [document]);
  if (!entry) return <UpdatingNotice />;

  const url = `${openApiBase(hosts.openApi)}${entry.path}`;
  const sample = { method: endpoint.method, url, body: entry.requestExample, keyVariable: keyVariableOf(brand.name) };
  return (
    <div className={styles.reference}>
      <p>{entry.operation.description}</p>
      <RequestBlock entry={entry} url={url} idPrefix={idPrefix} />
      <ParameterTable document={document} entry={entry} idPrefix={idPrefix} />
      {entry.requestExample !== undefined && (
        <>
          <h4 className={styles.subheading}>{t('reference.exampleRequest')}</h4>
          <JsonBlock value={entry.requestExample} label={t('reference.exampleRequest')} />
        </>
      )}
      <CodeSampleTabs request={sample} idPrefix={idPrefix} />
      {/* Keyed by language so the example body follows a language switch. */}
      <TryItConsole key={language} entry={entry} meanings={meanings} idPrefix={idPrefix} />
      <h4 className={styles.subheading}>{t('reference.output')}</h4>
      <JsonBlock value={entry.successExample} label={t('reference.output')} />
      <ResponseCodeTable entry={entry} meanings={meanings} idPrefix={idPrefix} />
      <AttributeTable document={document} entry={entry} idPrefix={idPrefix} />
    </div>
  );
}
