import { checkComposition } from '../check-composition';
import { CommandFailure, environmentArgument, environmentText, LOCAL_SHELL_MANIFEST, printList } from './command-support';

/** `pnpm compose <env>`: the complete check of an environment file as it stands. */
export async function checkCommand(environment: string): Promise<number> {
  const { location, label } = environmentArgument(['--env', environment]);
  const report = await checkComposition({ text: await environmentText(location), fileLabel: label, localShellManifest: LOCAL_SHELL_MANIFEST });
  printList(process.stdout, report.notes, 'Note: ');
  if (report.problems.length > 0) {
    printList(process.stderr, report.problems, '  - ');
    throw new CommandFailure(`✖ ${label}: ${report.problems.length} problem(s); the environment must not ship like this.`);
  }
  console.log(`✔ ${label}: the file matches its schema, and every remote answers, exposes what the routes need, is built with the shell's Module Federation version, shares the singletons the shell provides and is served with the CORS and cache headers we promise; where the environment pins server code, every remote is pinned and its server entry on the CDN is the pinned one.`);
  return 0;
}
