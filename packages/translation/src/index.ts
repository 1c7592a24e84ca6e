// Every app imports the React bindings of i18next from here, never from react-i18next itself.
// This module is the shared singleton: its export list is what the bundles keep of react-i18next
// (about a third of it goes), so an export is added here when a page first needs it. `Trans` is
// apart (`@echowatch/translation/trans`): with its HTML parser it is a third of what is left, and
// only the few pages whose texts hold markup load it.
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
