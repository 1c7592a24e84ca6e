import { keepTextGroups } from '@echowatch/remote-kit';
import { allTexts } from '../i18n/texts';

// Every group of the remote in use, so the shell's stand-in in tests loads them in the test's language.
keepTextGroups(allTexts);
