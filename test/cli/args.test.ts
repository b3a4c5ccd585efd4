import { describe, expect, it } from 'vitest';
import { choiceOption, gameOptions, intOption, listChoiceOption, listOption, parseCommandArgs, stringOption, flagOption } from '../../cli/args.js';
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
    expect(() => intOption('players', 'four', 1, 8)).toThrow("--players must be a whole number, got 'four'");
    expect(() => intOption('players', '9', 1, 8)).toThrow('--players must be between 1 and 8, got 9');
    expect(() => intOption('players', '2.5', 1, 8)).toThrow(UsageError);
    expect(() => intOption('games', '-5', 1)).toThrow('--games must be at least 1, got -5');
    expect(() => intOption('players', '3', 4, 4)).toThrow('--players must be 4, got 3');
  });

  it('reads a value that starts with one dash, so a negative number reaches the number check', () => {
    const p = parseCommandArgs(['--players', '-1'], options);
    expect(stringOption(p, 'players')).toBe('-1');
    expect(() => intOption('players', stringOption(p, 'players'), 1, 8)).toThrow('--players must be between 1 and 8, got -1');
    expect(stringOption(parseCommandArgs(['--players=-2'], options), 'players')).toBe('-2');
  });

  it('says an option needs its value when it is last or followed by another option', () => {
    expect(() => parseCommandArgs(['--players'], options)).toThrow('--players needs a value');
    expect(() => parseCommandArgs(['--players', '--json'], options)).toThrow('--players needs a value');
    expect(() => parseCommandArgs(['--json=yes'], options)).toThrow("--json takes no value, got '--json=yes'");
  });

  it('suggests the nearest option for an unknown one', () => {
    expect(() => parseCommandArgs(['--player', '3'], options)).toThrow("unknown option '--player' — did you mean '--players'?");
    expect(() => parseCommandArgs(['-players', '3'], options)).toThrow("unknown option '-players' — did you mean '--players'?");
    expect(() => parseCommandArgs(['--frobnicate=1'], options)).toThrow(/^unknown option '--frobnicate'$/);
  });

  it('takes everything after -- as positionals, and checks how many there are', () => {
    expect(parseCommandArgs(['--', '--json', 'x'], options).positionals).toEqual(['--json', 'x']);
    const one = { max: 1, required: 'give a rule file' };
    expect(parseCommandArgs(['a.yaml'], options, one).positionals).toEqual(['a.yaml']);
    expect(() => parseCommandArgs([], options, one)).toThrow('give a rule file');
    expect(() => parseCommandArgs(['a.yaml', 'b.yaml'], options, one)).toThrow("unexpected argument 'b.yaml'");
    expect(() => parseCommandArgs(['x'], options, { max: 0 })).toThrow("unexpected argument 'x'");
  });

  it('checks values from a list, alone or comma-separated, suggesting the nearest', () => {
    expect(choiceOption('format', 'json', ['text', 'json'])).toBe('json');
    expect(choiceOption('format', undefined, ['text', 'json'])).toBeUndefined();
    expect(() => choiceOption('format', 'jsno', ['text', 'json'])).toThrow("--format must be one of text, json, got 'jsno' — did you mean 'json'?");
    expect(listChoiceOption('bots', 'a, b,a', ['a', 'b'])).toEqual(['a', 'b', 'a']);
    expect(() => listChoiceOption('bots', 'a,c', ['a', 'b'])).toThrow("--bots must be a comma-separated list of a, b, got 'c'");
  });

  it('reads --option NAME=VALUE as booleans, whole numbers and words', () => {
    const p = parseCommandArgs(['--option', 'a=true', '--option', 'b=-3', '--option', 'c=x=y'], { option: { type: 'string', multiple: true } });
    expect(gameOptions(p)).toEqual({ a: true, b: -3, c: 'x=y' });
    expect(() => gameOptions(parseCommandArgs(['--option', 'nope'], { option: { type: 'string', multiple: true } }))).toThrow("--option must be NAME=VALUE, got 'nope'");
  });
});
