/**
 * Where the shell's build lists, in the page template's head, the scripts a page starts with (an
 * inert JSON list of addresses: `configs/webpack/startup-script-hints.ts`); the page's early
 * script reads it there and asks for them (`apps/shell/src/early/startup-scripts.ts`).
 */
export const STARTUP_SCRIPTS_ID = 'ew-startup-scripts';

/**
 * Where the shell's build lists the page's entry script (`configs/webpack/startup-script-hints.ts`):
 * preloaded with the document, run by the page's early script once the page is parsed and painted
 * (`apps/shell/src/early/entry-scripts.ts`).
 */
export const ENTRY_SCRIPTS_ID = 'ew-entry-scripts';
