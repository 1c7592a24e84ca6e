import { installEarlyEvents } from '@echowatch/remote-kit/early-events';
import { startEntryScripts } from './entry-scripts';
import { requestStartupScripts } from './startup-scripts';

// Inlined first in every page's head by the site server (with its hash in the page policy).
installEarlyEvents(window);
requestStartupScripts(window);
startEntryScripts(window);
