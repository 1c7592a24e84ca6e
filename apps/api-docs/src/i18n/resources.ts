import type { NamespaceResources } from '@echowatch/remote-kit';
import { en } from './en';
import { vi } from './vi';

export const NAMESPACE = 'apiDocs';

export const resources: NamespaceResources = { vi, en };
