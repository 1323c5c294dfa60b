import { Writable } from 'node:stream';
import type { LogLevel } from '../config';
import { loggerOptions } from '../logging';
import { Watched } from './watched';

/**
 * Every log line the app writes, as the server's logger writes them (its redaction and
 * serializers) at `level`: `dependencies: { logger: logs.logger }`. For a logger without the
 * server's redaction, pass `{ level, stream: logs.stream }`.
 */
export class LogCapture {
  /** The lines written so far; a test empties it (`clear()`) before the part it reads. */
  readonly lines: string[] = [];

  /** Changed by every line (`logged()`). */
  private readonly written = new Watched();

  readonly stream = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      this.lines.push(chunk.toString('utf8'));
      this.written.changed();
      done();
    },
  });

  constructor(private readonly level: LogLevel = 'trace') {}

  get text(): string {
    return this.lines.join('');
  }

  /** The lines as the JSON objects they are. */
  records(): Array<Record<string, unknown>> {
    return this.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  /**
   * Resolves once `count` lines (those written already included) contain `fragment`: the wait
   * for something the app logs when it hears of an event. Jest's timeout bounds it.
   */
  logged(fragment: string, count = 1): Promise<void> {
    return this.written.until(
      () => this.lines.filter((line) => line.includes(fragment)).length >= count,
    );
  }

  clear(): void {
    this.lines.length = 0;
  }

  get logger() {
    return { ...loggerOptions(this.level), stream: this.stream };
  }
}
