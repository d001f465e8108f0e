// The frontend messages of the PostgreSQL protocol as the embedded listener needs them: split from a
// connection's bytes, with the names of prepared statements as the one session knows them.
import { createHash } from 'node:crypto';

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

/** A message as the session gets it; `shared` is the session's name of the statement a Parse prepares. */
export type RenamedMessage = Message & { shared?: string };

/** A connection's prepared statements: its own names, and the session's statement each stands for. */
export type StatementNames = Map<string, string>;

/**
 * The session's name of a prepared statement: the same for every connection that prepares the same
 * name with the same text and parameter types, so they share one statement and its cached plans
 * (PostgreSQL plans a statement afresh for its first five runs). Kept apart otherwise.
 */
function sharedName(name: string, definition: Buffer): string {
  return `s_${createHash('sha1').update(name).update('\0').update(definition).digest('hex')}`;
}

/**
 * The message with its prepared statement's name in the session (the unnamed statement stays
 * unnamed: a connection's cycle runs whole). A Parse is answered with `shared`, the session's name,
 * for the listener to find out whether the session has it already. A name the connection never
 * prepared, or closed, stands for one the session cannot have, so PostgreSQL answers as it would.
 */
export function renameStatements(original: Message, connectionId: number, names: StatementNames): RenamedMessage {
  const sessionName = (name: string) => names.get(name) ?? `c${connectionId}_${name}`;
  const { type, bytes } = original;
  if (type === 'P') {
    const name = stringAt(bytes, 5);
    if (name.value === '') return original;
    const shared = sharedName(name.value, bytes.subarray(name.next));
    names.set(name.value, shared);
    return { ...message(type, [cString(shared), bytes.subarray(name.next)]), shared };
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
    // Others may share it: closing leaves the session's statement and only forgets the name here.
    const target = type === 'C' ? `c${connectionId}_${name.value}` : sessionName(name.value);
    if (type === 'C') names.delete(name.value);
    return message(type, [bytes.subarray(5, 6), cString(target), bytes.subarray(name.next)]);
  }
  return original;
}

/** The Parse as one of the unnamed statement: for a statement the session has already. */
export function unnamedParse(parse: Message): Message {
  const name = stringAt(parse.bytes, 5);
  return message('P', [cString(''), parse.bytes.subarray(name.next)]);
}

/** A NotificationResponse of the backend: a NOTIFY the session listens for. */
export interface Notification {
  channel: string;
  payload: string;
}

/**
 * The NotificationResponses of an answer (backend messages), and the answer without them. The
 * session's LISTENs are the database thread's own (connections share the one session, so none can
 * listen for itself), so the connection whose exchange committed the NOTIFY is not sent them.
 */
export function takeNotifications(answer: Buffer): { notifications: Notification[]; rest: Buffer } {
  const notifications: Notification[] = [];
  const kept: Buffer[] = [];
  let keptFrom = 0;
  for (let offset = 0; answer.length - offset >= 5; ) {
    const end = offset + 1 + answer.readInt32BE(offset + 1);
    if (answer[offset] === 0x41) {
      // The sending process's id (4 bytes), then the channel and the payload.
      const channel = stringAt(answer, offset + 9);
      const payload = stringAt(answer, channel.next);
      notifications.push({ channel: channel.value, payload: payload.value });
      kept.push(answer.subarray(keptFrom, offset));
      keptFrom = end;
    }
    offset = end;
  }
  if (notifications.length === 0) return { notifications, rest: answer };
  kept.push(answer.subarray(keptFrom));
  return { notifications, rest: Buffer.concat(kept) };
}
