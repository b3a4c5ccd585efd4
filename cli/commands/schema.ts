import type { Command } from '../command.js';
import { EXIT_OK } from '../io.js';
import { choiceOption, parseCommandArgs, stringOption } from '../args.js';
import { ruleFileSchema, scenarioFileSchema, variantFileSchema } from '../../grammar/schema/rule-file.schema.js';

const kinds = { rules: ruleFileSchema, variant: variantFileSchema, scenario: scenarioFileSchema } as const;
type Kind = keyof typeof kinds;
const KINDS = Object.keys(kinds) as Kind[];

/** `cardsmith schema [--kind rules|variant|scenario]`: prints a JSON Schema for editors. */
export const schemaCommand: Command = {
  name: 'schema',
  summary: 'print the JSON Schema of rule, variant or scenario files',
  usage: [
    'Usage: cardsmith schema [--kind rules|variant|scenario]',
    '',
    'Prints the JSON Schema (draft-07) editors use for completion and hover.',
    '',
    'Options:',
    '  --kind KIND  rules (default), variant or scenario',
    '',
  ].join('\n'),
  async run(args, io) {
    const p = parseCommandArgs(args, { kind: { type: 'string' } }, { max: 0 });
    const kind = choiceOption('kind', stringOption(p, 'kind'), KINDS) ?? 'rules';
    io.out(`${JSON.stringify(kinds[kind], null, 2)}\n`);
    return EXIT_OK;
  },
};
