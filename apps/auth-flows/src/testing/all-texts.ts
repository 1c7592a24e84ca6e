import { keepTextGroups } from '@echowatch/remote-kit';
import { allTexts } from '../i18n/texts';

// Tests render pages without an expose's prepare: every group is kept, so the i18n set-up of each
// test loads them in the language the test renders in.
keepTextGroups(allTexts);
