import { DEPLOY_DIR } from '../../paths';
import { promoteRemote } from '../promote-remote';
import { CommandFailure, currentUser, environmentArgument, LOCAL_SHELL_MANIFEST, optionValue, printList, remoteArgument } from './command-support';

/**
 * `pnpm compose promote <remote>@<version> --env <env> [--store <folder or s3://bucket/prefix>]` and
 * `pnpm compose rollback <remote> --env <env> [--store …]`; --store is where the versions were
 * published, for the server build digests the promotion pins. Without it: the store the
 * environment's history recorded for the remote, else, for a local environment file, the local
 * CDN folder. Promoting the version already live pins it, if its pins are missing or not its record's.
 */
export async function promoteCommand(action: 'promote' | 'rollback', args: string[]): Promise<number> {
  const target = args[0] ?? '';
  const at = target.indexOf('@');
  const remote = remoteArgument(action === 'promote' && at > 0 ? target.slice(0, at) : target);
  const version = action === 'promote' ? target.slice(at + 1) : undefined;
  if (action === 'promote' && (at <= 0 || !version)) {
    throw new CommandFailure('Name what to promote as <remote>@<version>, e.g. marketing-blog@1.1.0.');
  }
  const { location, file, label } = environmentArgument(args);
  const result = await promoteRemote({
    environment: location,
    store: optionValue(args, '--store'),
    defaultStore: file ? DEPLOY_DIR : undefined,
    remote,
    version,
    action,
    by: currentUser(),
    localShellManifest: LOCAL_SHELL_MANIFEST,
  });
  printList(process.stdout, result.notes, 'Note: ');
  if (result.outcome === 'refused') {
    printList(process.stderr, result.problems, '  - ');
    const what = result.to ? `${remote} ${result.from} → ${result.to}` : remote;
    throw new CommandFailure(`✖ ${action === 'promote' ? 'Promotion' : 'Rollback'} of ${what} in ${label} refused; the environment file is unchanged.`);
  }
  if (result.outcome === 'pinned') {
    console.log(`✔ Pinned the server code of ${remote}@${result.to} in ${label} from its publish record; the version live is unchanged.`);
    return 0;
  }
  if (result.outcome === 'unchanged') {
    console.log(`✔ ${label} already serves ${remote}@${result.to}; nothing changed.`);
    return 0;
  }
  const verb = action === 'promote' ? 'Promoted' : 'Rolled back';
  console.log(`✔ ${verb} ${remote} ${result.from} → ${result.to} in ${label} (recorded in its history file).`);
  return 0;
}
