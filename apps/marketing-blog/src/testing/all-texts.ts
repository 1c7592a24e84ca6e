import { keepTextGroups } from '@echowatch/remote-kit';
import { allTexts } from '../i18n/texts';

// Tests render pages without the shell, which loads a page's texts before it renders: every group
// is kept, so the i18n set-up of each test loads them all in the language the test renders in.
keepTextGroups(allTexts);
