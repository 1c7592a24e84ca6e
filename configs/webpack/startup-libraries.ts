/**
 * The shell's own copies of the libraries every page starts with (React, React DOM, the router,
 * i18next and its React bindings), one chunk (`startup-libraries`) instead of one per shared
 * module. Not react-i18next's `Trans` and its HTML parser: they are shared on their own
 * (`@echowatch/translation/trans`), and only the pages with marked-up texts load them.
 */
export const STARTUP_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/](?!dist[\\/]es[\\/](Icu)?Trans)/;
