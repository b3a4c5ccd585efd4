import { describe, expect, it } from 'vitest';
import { intOption, listOption, parseCommandArgs, stringOption, flagOption } from '../../cli/args.js';
import { UsageError } from '../../cli/io.js';

const options = {
  players: { type: 'string' },
  variant: { type: 'string', multiple: true },
  json: { type: 'boolean' },
} as const;

describe('command argument parsing', () => {
  it('reads strings, repeated options, flags and positionals', () => {
    const p = parseCommandArgs(['a.yaml', '--players', '4', '--variant', 'x.yaml', '--variant', 'y.yaml', '--json'], options);
    expect(p.positionals).toEqual(['a.yaml']);
    expect(stringOption(p, 'players')).toBe('4');
    expect(listOption(p, 'variant')).toEqual(['x.yaml', 'y.yaml']);
    expect(flagOption(p, 'json')).toBe(true);
    expect(flagOption(p, 'players')).toBe(false);
  });

  it('turns an unknown option into a usage error', () => {
    expect(() => parseCommandArgs(['--nope'], options)).toThrow(UsageError);
    expect(() => parseCommandArgs(['--nope'], options)).toThrow(/--nope/);
  });

  it('turns a missing option value into a usage error', () => {
    expect(() => parseCommandArgs(['--players'], options)).toThrow(UsageError);
  });

  it('checks whole numbers and their bounds', () => {
    expect(intOption('players', '4', 1, 8)).toBe(4);
    expect(intOption('players', undefined, 1, 8)).toBeUndefined();
    expect(() => intOption('players', 'four', 1, 8)).toThrow(/whole number/);
    expect(() => intOption('players', '9', 1, 8)).toThrow(/between 1 and 8/);
    expect(() => intOption('players', '2.5', 1, 8)).toThrow(UsageError);
  });
});
