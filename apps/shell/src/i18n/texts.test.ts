import { describeTextGroups } from '@echowatch/test-utils';
import { allTexts, NAMESPACE, shellTexts } from './texts';

describeTextGroups(NAMESPACE, { shell: shellTexts }, allTexts);
