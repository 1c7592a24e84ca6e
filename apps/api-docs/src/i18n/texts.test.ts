import { describeTextGroups } from '@echowatch/test-utils';
import { allTexts, NAMESPACE, openApiDocsTexts } from './texts';

describeTextGroups(NAMESPACE, { 'open-api-docs': openApiDocsTexts }, allTexts);
