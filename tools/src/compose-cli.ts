import { checkCommand } from './compose/commands/check-command';
import { CommandFailure } from './compose/commands/command-support';

const USAGE = `Usage:
  pnpm compose <env>                                   check an environment completely
<env> is a name in configs/environments/ or a path to a .json file.`;

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  switch (command) {
    case undefined:
    case '--help':
      console.log(USAGE);
      return command ? 0 : 2;
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
