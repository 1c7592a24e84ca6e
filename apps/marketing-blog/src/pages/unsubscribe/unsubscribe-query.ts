export type NewsletterType = 'industryNewsletter' | 'industryReport' | 'marketReport';

const TYPES_BY_CODE: Record<string, NewsletterType> = {
  '1': 'industryNewsletter',
  '2': 'industryReport',
  '3': 'marketReport',
};

export interface UnsubscribeQuery {
  succeeded: boolean;
  /** Null when missing or not a whole number: there is then no industry to look up. */
  industryId: number | null;
  type: NewsletterType | null;
}

/**
 * Reads the link the newsletter e-mail pointed to. Only the exact text "true" counts as success:
 * the link is built by the mailing system, so anything else means the request did not go through.
 */
export function readUnsubscribeQuery(params: URLSearchParams): UnsubscribeQuery {
  const industry = params.get('industryId')?.trim() ?? '';
  return {
    succeeded: params.get('isSuccess') === 'true',
    industryId: /^\d+$/.test(industry) ? Number(industry) : null,
    type: TYPES_BY_CODE[params.get('type')?.trim() ?? ''] ?? null,
  };
}
