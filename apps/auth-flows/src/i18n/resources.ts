import type { NamespaceResources } from '@echowatch/remote-kit';
import { confirmTexts } from './confirm-texts';
import { formTexts } from './form-texts';
import { forgotTexts } from './forgot-texts';
import { loginTexts } from './login-texts';
import { keyed, pageTexts } from './page-texts';
import { registerTexts } from './register-texts';
import { reset2faTexts } from './reset-2fa-texts';
import { userTexts } from './user-texts';

export { NAMESPACE } from './namespace';

/** Every text of the remote, for the translation check and the tests; pages register only theirs. */
export const resources: NamespaceResources = pageTexts(
  formTexts,
  keyed('confirm', confirmTexts),
  keyed('login', loginTexts),
  keyed('register', registerTexts),
  keyed('user', userTexts),
  keyed('forgot', forgotTexts),
  keyed('reset2fa', reset2faTexts),
);
