import { checkCommand } from './compose/commands/check-command';
import { CommandFailure } from './compose/commands/command-support';
import { promoteCommand } from './compose/commands/promote-command';
import { publishCommand } from './compose/commands/publish-command';
import { statusCommand } from './compose/commands/status-command';

const USAGE = `Usage:
  pnpm compose <env>                                   check an environment completely
  pnpm compose publish <remote> [--to <store>] [--no-build] [--exact] [--dist <folder>]
                                                       build one remote and publish it as a new version
                                                       (<store>: a folder, default .deploy/cdn, or s3://bucket/prefix;
                                                       --dist: publish that build folder, built elsewhere, instead)
  pnpm compose promote <remote>@<version> --env <env> [--store <store>]
                                                       check that version against <env>, then make it live
                                                       (the version already live: pin its server digests)
  pnpm compose rollback <remote> --env <env>           return to the version live before the last promotion
  pnpm compose status --env <env>                      what <env> serves, where from and since when
<env> is a name in configs/environments/, a path to a .json file or s3://bucket/key.json.
--store is where the versions were published (default .deploy/cdn), for the digests promote pins.
A production environment ("environment": "production", or one that pins any remote) must pin every
remote: production site servers (NODE_ENV=production) never run unpinned server code.`;

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  switch (command) {
    case undefined:
    case '--help':
      console.log(USAGE);
      return command ? 0 : 2;
    case 'publish':
      return publishCommand(rest);
    case 'promote':
    case 'rollback':
      return promoteCommand(command, rest);
    case 'status':
      return statusCommand(rest);
    case 'check':
      return checkCommand(rest[rest.indexOf('--env') + 1] ?? '');
    default:
      return checkCommand(command);
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // Expected failures are sentences for the person at the terminal; anything else is a bug.
    if (error instanceof CommandFailure) console.error(error.message);
    else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  },
);
