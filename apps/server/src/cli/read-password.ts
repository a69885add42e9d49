import { createInterface } from 'node:readline';

interface PasswordSources {
  env: NodeJS.ProcessEnv;
  input: NodeJS.ReadStream;
  output: NodeJS.WriteStream;
}

/** The first line of a piped standard input (`printf '%s\n' "$pw" | npm run admin -- ...`). */
function firstLine(input: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input, terminal: false });
    let answered = false;
    lines.once('line', (line) => {
      answered = true;
      lines.close();
      resolve(line);
    });
    lines.once('close', () => {
      if (!answered) reject(new Error('No password on standard input.'));
    });
  });
}

/** Asks on the terminal without echoing what is typed. */
function hiddenPrompt(question: string, input: NodeJS.ReadStream, output: NodeJS.WriteStream): Promise<string> {
  return new Promise((resolve, reject) => {
    output.write(question);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    let typed = '';
    const done = (err?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      output.write('\n');
      if (err) reject(err);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new Error('Cancelled.'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}

/**
 * The new password: ADMIN_PASSWORD when set; else asked twice on a terminal (hidden); else the first line of
 * standard input. Never from argv.
 */
export async function readPassword({ env, input, output }: PasswordSources): Promise<string> {
  if (env['ADMIN_PASSWORD']) return env['ADMIN_PASSWORD'];
  if (!input.isTTY) return firstLine(input);
  const first = await hiddenPrompt('Password: ', input, output);
  const again = await hiddenPrompt('Password again: ', input, output);
  if (first !== again) throw new Error('The two passwords differ.');
  return first;
}
