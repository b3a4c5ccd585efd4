import type { Command } from '../command.js';
import { EXIT_OK, UsageError } from '../io.js';
import { ruleFileSchema, scenarioFileSchema, variantFileSchema } from '../../grammar/schema/rule-file.schema.js';

const kinds = { rules: ruleFileSchema, variant: variantFileSchema, scenario: scenarioFileSchema } as const;
type Kind = keyof typeof kinds;
const isKind = (k: string): k is Kind => Object.hasOwn(kinds, k);

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
    let kind: Kind = 'rules';
    for (let i = 0; i < args.length; i++) {
      const arg = args[i] ?? '';
      const value = arg === '--kind' ? args[++i] : arg.startsWith('--kind=') ? arg.slice('--kind='.length) : undefined;
      if (value === undefined && arg === '--kind') throw new UsageError('--kind needs a value: rules, variant or scenario');
      if (value === undefined) throw new UsageError(`unknown argument '${arg}'`);
      if (!isKind(value)) throw new UsageError(`unknown kind '${value}': expected rules, variant or scenario`);
      kind = value;
    }
    io.out(`${JSON.stringify(kinds[kind], null, 2)}\n`);
    return EXIT_OK;
  },
};
