import { registerNamespace } from '@echowatch/remote-kit';
import { SHELL_NAMESPACE, shellResources } from './shell-resources';

registerNamespace(SHELL_NAMESPACE, shellResources);
