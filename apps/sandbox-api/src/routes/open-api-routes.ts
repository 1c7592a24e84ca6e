import { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import { OPEN_API_HEADERS, responseCodeMessage, type ResponseCode } from '@echowatch/open-api-spec';
import { documentForServer, listOperations, openApiDocument, type OperationEntry } from '@echowatch/open-api-spec/document';
import { createSchemaValidator } from '@echowatch/open-api-spec/validation';
import { RESPONSE_CODE } from '@echowatch/contracts';
import { refuse, reply } from '../envelope';
import { seedOpenApi } from '../seed/open-api-seed';
import type { SandboxStore } from '../store/file-store';
import { listAlertNotifications, listAlertSettings } from './open-api-alert-handlers';
import { checkApiKey, checkBody, checkModule } from './open-api-checks';
import type { OpenApiHandler, Refusal } from './open-api-context';
import { alertArticles, listTopics, searchArticles, viewArticles } from './open-api-news-handlers';
import { statisticsHandlers } from './open-api-statistics-handlers';

export const OPEN_API_BASE = '/open-api';

/** What answers each documented call, by operationId. */
const HANDLERS: Record<string, OpenApiHandler> = {
  listTopics,
  searchArticles,
  viewArticles,
  listAlertSettings,
  listAlertNotifications,
  getAlertArticles: alertArticles,
  ...statisticsHandlers,
};

function refuseWith(res: Response, { code, detail }: Refusal): void {
  const message = responseCodeMessage(code as ResponseCode);
  refuse(res, code, detail ? `${message}: ${detail}` : message);
}

const isRefusal = (value: object): value is Refusal => 'code' in value;

/**
 * The Open API under /open-api, built from the OpenAPI document: one route per documented call, each
 * checking the key, the module, the body against the documented schema and the date rules. The error
 * handler comes along because a body that fails to parse never enters a router.
 */
export function openApiRoutes(store: SandboxStore): [Router, ErrorRequestHandler] {
  seedOpenApi(store);
  const document = openApiDocument('en');
  const validator = createSchemaValidator(document, { useDefaults: true });
  const router = Router();

  router.get(`${OPEN_API_BASE}/openapi.json`, (req, res) => {
    const language = req.query.lang === 'vi' ? 'vi' : 'en';
    res.json(documentForServer(language, `${req.protocol}://${req.get('host')}${OPEN_API_BASE}`));
  });

  for (const entry of listOperations(document)) {
    const handler = HANDLERS[entry.operation.operationId!];
    if (!handler) throw new Error(`No sandbox handler for ${entry.operation.operationId}`);
    router[entry.method](`${OPEN_API_BASE}${entry.path}`, (req, res, next) => {
      answer(entry, handler, req, res).catch(next);
    });
  }

  async function answer(entry: OperationEntry, handler: OpenApiHandler, req: Request, res: Response): Promise<void> {
    const key = checkApiKey(store, req.get(OPEN_API_HEADERS.apiKey));
    if (isRefusal(key)) return refuseWith(res, key);
    const moduleRefusal = checkModule(entry, key);
    if (moduleRefusal) return refuseWith(res, moduleRefusal);
    const checked = checkBody(document, validator, entry, req.body);
    if (isRefusal(checked)) return refuseWith(res, checked);
    const result = await handler({ ...checked, key, store });
    if (isRefusal(result)) return refuseWith(res, result);
    reply(res, result.data);
  }

  // A body that is not JSON at all is a malformed parameter too, not a server error.
  const malformedBody: ErrorRequestHandler = (error, req, res, next) => {
    if (req.path.startsWith(OPEN_API_BASE) && (error as { type?: string }).type === 'entity.parse.failed') {
      refuseWith(res, { code: RESPONSE_CODE.invalidParams, detail: 'the body is not valid JSON' });
    } else next(error);
  };
  return [router, malformedBody];
}
