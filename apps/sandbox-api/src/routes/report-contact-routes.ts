import { Router } from 'express';
import { type ReportContactField, reportContactMessageKey, type ReportContactRequest, RESPONSE_CODE } from '@echowatch/contracts';
import { checkReportContact, type KnownSelections } from '@echowatch/contracts/report-contact-schema';
import { refuse, reply } from '../envelope';
import { sendMail } from '../outbox/mailer';
import { INDUSTRIES } from '../seed/industries';
import { PROVINCES } from '../seed/provinces';
import { newId } from '../security';
import type { SandboxStore } from '../store/file-store';
import { reportContactMail } from './report-contact-mail';

export const REPORT_CONTACTS = 'report-contacts';
export const DEFAULT_SALES_EMAIL = 'sales@echowatch.vn';

export interface StoredReportContact extends ReportContactRequest {
  id: string;
  created_at: string;
}

const known: KnownSelections = {
  provinceIds: new Set(Object.keys(PROVINCES).map(Number)),
  industryIds: new Set(INDUSTRIES.map((industry) => industry.id)),
};

export function storedReportContacts(store: SandboxStore): StoredReportContact[] {
  store.data.collections[REPORT_CONTACTS] ??= [];
  return store.data.collections[REPORT_CONTACTS] as StoredReportContact[];
}

/**
 * The report-service contact form's call: checked with the form's own rules (code 11 names each
 * refused field with its error state and message key; nothing is stored), kept, and mailed to sales.
 */
export function reportContactRoutes(
  store: SandboxStore,
  salesEmail = process.env.SANDBOX_SALES_EMAIL ?? DEFAULT_SALES_EMAIL,
): Router {
  const router = Router();

  router.post('/report-contact/send', async (req, res) => {
    const { errors, request } = checkReportContact(req.body, known);
    if (!request) {
      const messageKeys = Object.fromEntries(
        Object.entries(errors).map(([field, state]) => [field, reportContactMessageKey(field as ReportContactField, state)]),
      );
      return refuse(res, RESPONSE_CODE.invalidParams, 'Invalid params', { errors, message_keys: messageKeys });
    }
    const stored: StoredReportContact = { id: newId(), ...request, created_at: new Date().toISOString() };
    storedReportContacts(store).push(stored);
    await store.save();
    await sendMail(store, reportContactMail(salesEmail, request, stored.id));
    reply(res, { id: stored.id });
  });

  return router;
}

/**
 * For testers and browser tests (local mode only): what reached the sales team, newest first. It
 * holds strangers' names, phones and addresses, so a public sandbox never mounts it.
 */
export function reportContactTestRoutes(store: SandboxStore): Router {
  const router = Router();
  router.get('/__sandbox/report-contacts', (_req, res) => {
    res.set('Cache-Control', 'no-store');
    reply(res, [...storedReportContacts(store)].reverse());
  });
  return router;
}
