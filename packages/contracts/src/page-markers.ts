/**
 * Where the shell's build lists, in the page template's head, the scripts a page starts with (an
 * inert JSON list of addresses: `configs/webpack/startup-script-hints.ts`); the page's early
 * script reads it there and asks for them (`apps/shell/src/early/startup-scripts.ts`).
 */
export const STARTUP_SCRIPTS_ID = 'ew-startup-scripts';
