// The yaml package's parseDocument, with one line less. Its Parser reads `process.env.LOG_TOKENS` (a
// debugging switch) for every token, and under Node each read is a call into the process
// environment: about a quarter of parsing a rule file. QuietParser's next() is the package's own
// (yaml 2.9.1, Parser.next, as in its browser build, which has no such switch) without that read;
// parseYamlDocument is the package's parseDocument without the pretty errors we never ask for.
// test/grammar/yaml/parse-document.test.ts checks both against the package, and its version.
import { CST, Composer, Parser, YAMLParseError, type Document, type DocumentOptions, type ParseOptions, type SchemaOptions } from 'yaml';

/** The members of yaml's Parser that next() uses (private in the package's typings). */
interface ParserInternals {
  source: string;
  atScalar: boolean;
  atNewLine: boolean;
  indent: number;
  offset: number;
  type: CST.TokenType | null;
  onNewLine?: (offset: number) => void;
  step(): Generator<CST.Token, void>;
  pop(error?: CST.Token): Generator<CST.Token, void>;
}

class QuietParser extends Parser {
  override *next(source: string): Generator<CST.Token, void> {
    const p = this as unknown as ParserInternals;
    p.source = source;
    if (p.atScalar) {
      p.atScalar = false;
      yield* p.step();
      p.offset += source.length;
      return;
    }
    const type = CST.tokenType(source);
    if (!type) {
      const message = `Not a YAML token: ${source}`;
      yield* p.pop({ type: 'error', offset: p.offset, message, source });
      p.offset += source.length;
    } else if (type === 'scalar') {
      p.atNewLine = false;
      p.atScalar = true;
      p.type = 'scalar';
    } else {
      p.type = type;
      yield* p.step();
      switch (type) {
        case 'newline':
          p.atNewLine = true;
          p.indent = 0;
          if (p.onNewLine) p.onNewLine(p.offset + source.length);
          break;
        case 'space':
          if (p.atNewLine && source[0] === ' ') p.indent += source.length;
          break;
        case 'explicit-key-ind':
        case 'map-value-ind':
        case 'seq-item-ind':
          if (p.atNewLine) p.indent += source.length;
          break;
        case 'doc-mode':
        case 'flow-error-end':
          return;
        default:
          p.atNewLine = false;
      }
      p.offset += source.length;
    }
  }
}

export type YamlParseOptions = ParseOptions & DocumentOptions & SchemaOptions & { readonly prettyErrors: false; readonly lineCounter?: undefined };

/** yaml's `parseDocument(source, options)` for options without pretty errors or a line counter. */
export function parseYamlDocument(source: string, options: YamlParseOptions): Document.Parsed {
  const parser = new QuietParser();
  const composer = new Composer(options);
  // Always set by compose(…, true) at the latest.
  let doc: Document.Parsed | null = null;
  for (const next of composer.compose(parser.parse(source), true, source.length)) {
    if (!doc) doc = next;
    else if (doc.options.logLevel !== 'silent') {
      doc.errors.push(new YAMLParseError(next.range.slice(0, 2) as [number, number], 'MULTIPLE_DOCS', 'Source contains multiple documents; please use YAML.parseAllDocuments()'));
      break;
    }
  }
  return doc as Document.Parsed;
}
