// The frontend messages of the PostgreSQL protocol as the embedded listener needs them: split from a
// connection's bytes, with the names of prepared statements made unique to their connection.

export interface Message {
  /** The type byte as a character: 'P' Parse, 'B' Bind, 'S' Sync, 'Q' Query, ... */
  type: string;
  /** The whole message, type byte and length included. */
  bytes: Buffer;
}

/** The complete messages at the start of `buffer`, and the bytes of an incomplete one after them. */
export function splitMessages(buffer: Buffer): { messages: Message[]; rest: Buffer } {
  const messages: Message[] = [];
  let offset = 0;
  while (buffer.length - offset >= 5) {
    const end = offset + 1 + buffer.readInt32BE(offset + 1);
    if (end > buffer.length) break;
    messages.push({ type: String.fromCharCode(buffer[offset]!), bytes: buffer.subarray(offset, end) });
    offset = end;
  }
  return { messages, rest: buffer.subarray(offset) };
}

/** A zero-terminated string of a message body, and the offset after its terminator. */
function stringAt(bytes: Buffer, offset: number): { value: string; next: number } {
  const end = bytes.indexOf(0, offset);
  return { value: bytes.toString('utf8', offset, end), next: end + 1 };
}

function message(type: string, body: Buffer[]): Message {
  const length = body.reduce((sum, part) => sum + part.length, 4);
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(length, 1);
  return { type, bytes: Buffer.concat([head, ...body]) };
}

const cString = (value: string) => Buffer.from(`${value}\0`, 'utf8');

/** A simple Query message. */
export const queryMessage = (text: string): Buffer => message('Q', [cString(text)]).bytes;

/** A Sync message: ends an extended-protocol cycle. */
export const syncMessage = message('S', []).bytes;

/**
 * What a backend answers when it gives up on a statement, as PostgreSQL words it: an
 * ErrorResponse and, for an error that leaves the connection usable, ReadyForQuery (idle).
 */
export function errorAnswer({ fatal, code, text }: { fatal: boolean; code: string; text: string }): Buffer {
  const severity = fatal ? 'FATAL' : 'ERROR';
  const fields = [`S${severity}`, `V${severity}`, `C${code}`, `M${text}`].map((field) => cString(field));
  const error = message('E', [...fields, Buffer.from([0])]).bytes;
  return fatal ? error : Buffer.concat([error, message('Z', [Buffer.from('I', 'latin1')]).bytes]);
}

/** The parameters of a startup packet (user, database, statement_timeout, ...). */
export function startupParameters(packet: Buffer): Map<string, string> {
  const parameters = new Map<string, string>();
  let offset = 8;
  while (offset < packet.length && packet[offset] !== 0) {
    const name = stringAt(packet, offset);
    const value = stringAt(packet, name.next);
    parameters.set(name.value, value.value);
    offset = value.next;
  }
  return parameters;
}

/**
 * The message with its prepared statement's name made unique to the connection (the unnamed
 * statement stays unnamed: a connection's cycle runs whole). `statements` keeps the session's
 * names of the connection's statements, so they can be dropped when it leaves.
 */
export function renameStatements(original: Message, connectionId: number, statements: Set<string>): Message {
  const sessionName = (name: string) => (name === '' ? '' : `c${connectionId}_${name}`);
  const { type, bytes } = original;
  if (type === 'P') {
    const name = stringAt(bytes, 5);
    if (name.value === '') return original;
    statements.add(sessionName(name.value));
    return message(type, [cString(sessionName(name.value)), bytes.subarray(name.next)]);
  }
  if (type === 'B') {
    const portal = stringAt(bytes, 5);
    const statement = stringAt(bytes, portal.next);
    if (statement.value === '') return original;
    return message(type, [bytes.subarray(5, portal.next), cString(sessionName(statement.value)), bytes.subarray(statement.next)]);
  }
  if ((type === 'D' || type === 'C') && bytes[5] === 0x53) {
    const name = stringAt(bytes, 6);
    if (name.value === '') return original;
    if (type === 'C') statements.delete(sessionName(name.value));
    return message(type, [bytes.subarray(5, 6), cString(sessionName(name.value)), bytes.subarray(name.next)]);
  }
  return original;
}
