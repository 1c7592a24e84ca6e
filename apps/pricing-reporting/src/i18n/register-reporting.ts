import { registerNamespace } from '@echowatch/remote-kit';
import { NAMESPACE } from './namespace';
import { reportingResources } from './reporting-resources';

registerNamespace(NAMESPACE, reportingResources);
