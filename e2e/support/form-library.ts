import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';

/** A remote's scripts that carry the form library (formik, yup), as its build's bundle report names them. */
export function formLibraryFiles(remote: string): string[] {
  const chunkMap = path.resolve(__dirname, '..', '..', 'apps', remote, 'reports', 'chunks.json');
  const chunks = JSON.parse(readFileSync(chunkMap, 'utf8')) as Record<string, Record<string, number>>;
  return Object.entries(chunks)
    .filter(([, packages]) => 'formik' in packages || 'yup' in packages)
    .map(([file]) => file);
}

/** Counts the page's requests for `files`, holding each back for `delayMs`; returns the list it fills. */
export async function watchFormLibrary(page: Page, files: string[], delayMs = 0): Promise<string[]> {
  const requested: string[] = [];
  const isFormLibrary = (url: string) => files.some((file) => url.endsWith(`/${file}`));
  await page.route((url) => isFormLibrary(url.href), async (route: Route) => {
    requested.push(route.request().url());
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
  return requested;
}
