import { registerNamespace } from '@echowatch/remote-kit';
import { NAMESPACE } from './namespace';
import { resources } from './resources';

registerNamespace(NAMESPACE, resources);
