// Bundled by bundle-server.test.ts: a workspace package (compiled in, axios behind it unused),
// and two third-party packages (left to node_modules).
import { parse } from 'cookie';
import express from 'express';
import { BLOG_NOT_FOUND } from '@echowatch/api-client';

export const fixture = { app: express(), cookies: parse('a=1'), notFound: BLOG_NOT_FOUND };
