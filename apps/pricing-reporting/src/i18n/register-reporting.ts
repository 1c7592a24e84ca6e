import { registerNamespace } from '@echowatch/remote-kit';
import { NAMESPACE } from './resources';
import { reportingResources } from './reporting-resources';

registerNamespace(NAMESPACE, reportingResources);
