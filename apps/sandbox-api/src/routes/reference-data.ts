import { Router } from 'express';
import { reply } from '../envelope';
import { INDUSTRIES } from '../seed/industries';
import { PROVINCES } from '../seed/provinces';

export function referenceDataRoutes(): Router {
  const router = Router();
  router.get('/register/get-location', (_req, res) => reply(res, PROVINCES));
  router.get('/register/industry/get-all', (_req, res) => reply(res, INDUSTRIES));
  return router;
}
