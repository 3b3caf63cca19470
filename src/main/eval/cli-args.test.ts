import { describe, expect, it } from 'vitest';
import { parseEvalArgs } from './cli-args';

describe('parseEvalArgs', () => {
  it('reads a run with every option', () => {
    const parsed = parseEvalArgs([
      '--provider',
      'groq',
      '--model',
      'openai/gpt-oss-120b',
      '--base-url',
      'https://example.test/v1',
      '--api-key',
      'k',
      '--tasks',
      'counter-*',
      '--repeat',
      '3',
      '--concurrency',
      '2',
      '--out',
      'a.json',
      '--record',
      'rec',
      '--tool-limit',
      '20',
      '--max-continues',
      '0',
    ]);
    expect(parsed).toEqual({
      success: true,
      data: {
        command: 'run',
        provider: 'groq',
        model: 'openai/gpt-oss-120b',
        baseURL: 'https://example.test/v1',
        apiKey: 'k',
        tasks: 'counter-*',
        repeat: 3,
        concurrency: 2,
        out: 'a.json',
        record: 'rec',
        toolCallLimit: 20,
        maxContinues: 0,
      },
    });
  });

  it('fills in the defaults: one run per task, 10 tool calls a turn, 2 continues', () => {
    expect(parseEvalArgs(['--provider', 'replay'])).toEqual({
      success: true,
      data: { command: 'run', provider: 'replay', repeat: 1, toolCallLimit: 10, maxContinues: 2 },
    });
  });

  it('reads --compare with its two files, and --help', () => {
    expect(parseEvalArgs(['--compare', 'a.json', 'b.json'])).toEqual({
      success: true,
      data: { command: 'compare', a: 'a.json', b: 'b.json' },
    });
    expect(parseEvalArgs(['-h'])).toEqual({ success: true, data: { command: 'help' } });
  });

  it.each([
    [['--repeat', '0'], '--repeat takes a whole number of at least 1, not "0"'],
    [['--concurrency', 'two'], '--concurrency takes a whole number of at least 1, not "two"'],
    [['--compare', 'a.json'], '--compare takes two results files'],
    [['groq'], 'Unexpected argument "groq"'],
    [['--transcripts', 'x', '--provider', 'groq'], '--transcripts goes with --provider replay'],
    [['--provider', 'replay', '--record', 'x'], 'a replay has nothing new to record'],
    [['--modle', 'x'], "Unknown option '--modle'"],
  ])('refuses %j, saying why', (argv, message) => {
    const parsed = parseEvalArgs(argv);
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(parsed.error).toContain(message);
      expect(parsed.hint).toContain('Usage:');
    }
  });
});
