import type { SiteConfig } from '@echowatch/contracts';
import type { z } from 'zod';
import { siteConfigSchema } from './site-config-schema';

export type EnvironmentReading = { config: SiteConfig; problems: [] } | { config?: undefined; problems: string[] };

const fieldName = (path: PropertyKey[]) => path.map(String).join('.');

function describe(issue: z.core.$ZodIssue): string[] {
  const field = fieldName(issue.path);
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => `field "${field ? `${field}.` : ''}${key}" is not part of the schema: remove it or fix its spelling`);
  }
  // With reportInput, an issue carries `input` unless the value was absent.
  if (issue.code === 'invalid_type' && !('input' in issue && issue.input !== undefined)) {
    return [`field "${field}" is missing: add it (expected ${issue.expected})`];
  }
  const got = 'input' in issue && issue.input !== undefined ? ` (got ${JSON.stringify(issue.input)})` : '';
  return [`field "${field || '(root)'}": ${issue.message}${got}`];
}

/** Parses and validates an environment file's text; every problem names the field it is about. */
export function readEnvironment(text: string): EnvironmentReading {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { problems: [`the file is not valid JSON (${error instanceof Error ? error.message : String(error)})`] };
  }
  const result = siteConfigSchema.safeParse(data, { reportInput: true });
  if (result.success) return { config: result.data, problems: [] };
  return { problems: result.error.issues.flatMap(describe) };
}
