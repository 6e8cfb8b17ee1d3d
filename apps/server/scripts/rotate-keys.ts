import { rotateKeys } from '../src/ops/rotate-keys.ts';

// `npm run rotate-keys -w @gharseva/server`: see src/ops/rotate-keys.ts.
process.exitCode = await rotateKeys(process.argv.slice(2), process.env, (line) =>
  console.log(line),
);
