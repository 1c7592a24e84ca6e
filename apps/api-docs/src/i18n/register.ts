import { registerNamespace } from '@echowatch/remote-kit';
import { NAMESPACE, resources } from './resources';

registerNamespace(NAMESPACE, resources);
