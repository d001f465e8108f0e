// The embedded database's PostgreSQL listener, in the database thread. PGlite has one session, so
// the connections take turns; a turn is a whole exchange, not a message:
// - a connection's messages run in one go up to a Sync or a simple Query, so the extended
//   protocol's Parse, Bind and Execute of two connections never interleave (they would share the
//   unnamed statement and portal);
// - a connection inside a transaction keeps the turn until it commits or rolls back;
// - a named prepared statement is named in the session by its connection's name and its text, so
//   connections that prepare the same statement share it and its cached plans, and different ones
//   never collide; a connection's Parse of one the session has is run as a Parse of the unnamed
//   statement, which answers alike;
// - the connection's statement_timeout bounds its wait for a turn, and its
//   idle_in_transaction_session_timeout a transaction's pause, as PostgreSQL would (PGlite itself
//   has no timers): a client that gave up on a query never finds it run later, and a transaction
//   nobody ends cannot keep the session from everyone.
// The queued exchanges of every connection run back to back here, without waiting for the
// rendering thread to read each answer and send the next query, as one connection made it do.
import { createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import {
  errorAnswer,
  queryMessage,
  renameStatements,
  splitMessages,
  startupParameters,
  syncMessage,
  takeNotifications,
  unnamedParse,
  type Notification,
  type RenamedMessage,
  type StatementNames,
} from './wire-messages.ts';

const sslRequestCode = 80877103;
const cancelRequestCode = 80877102;

/** A timeout setting as node-postgres sends it (milliseconds); anything else counts as none. */
const millisecondsOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : 0);

interface Exchange {
  connection: Connection;
  /** The messages to run, or 'leave' for the clean-up after the connection closed. */
  bytes: Uint8Array | 'leave';
  /** The same messages one by one, when they prepare named statements: the session may have them. */
  preparing?: RenamedMessage[];
  /** False when it ends on a Flush: the connection goes on with the same extended-protocol cycle. */
  endsCycle: boolean;
  /**
   * A startup packet: PGlite answers it (authentication, parameters) without touching the session,
   * so it runs even while a transaction holds the turn; a pool can connect meanwhile.
   */
  startup?: boolean;
  /** When it stops waiting for its turn and is answered as a statement timeout (its own timer). */
  expiry?: NodeJS.Timeout;
  queuedAt: number;
}

interface Connection {
  id: number;
  socket: Socket;
  buffer: Buffer;
  started: boolean;
  /** Messages received since the last Sync or Query: they run together. */
  pending: RenamedMessage[];
  /** Its prepared statements' names, and the session's name of each. */
  statementNames: StatementNames;
  closed: boolean;
  /** From its startup packet, in milliseconds; 0 for none. */
  statementTimeoutMs: number;
  idleInTransactionMs: number;
}

export interface WireServer {
  /** Where it listens: a unix socket path, or host:port. */
  address: string;
  close(): Promise<void>;
}

export interface WireServerOptions {
  /** Told of each NOTIFY the session listens for, before the exchange that committed it is answered. */
  onNotification?: (notification: Notification) => void;
}

export async function startWireServer(pglite: PGlite, listenOn: { path: string } | { host: string; port: number }, { onNotification }: WireServerOptions = {}): Promise<WireServer> {
  const queue: Exchange[] = [];
  let owner: Connection | null = null;
  let running = false;
  let nextId = 1;
  const connections = new Set<Connection>();
  /** The named statements the session has: prepared once, kept for every connection. */
  const prepared = new Set<string>();

  const runQueue = async () => {
    if (running) return;
    running = true;
    try {
      for (;;) {
        const index = owner ? queue.findIndex((exchange) => exchange.connection === owner || exchange.startup) : 0;
        if (index === -1 || queue.length === 0) break;
        const [exchange] = queue.splice(index, 1);
        clearTimeout(exchange!.expiry);
        // Its timer may not have had its turn while the thread was busy in PGlite.
        if (waitedTooLong(exchange!)) answerTimeout(exchange!);
        else await run(exchange!);
      }
    } finally {
      running = false;
    }
  };

  /** An exchange's answer, its notifications handed over and left out. */
  const delivered = (answer: Uint8Array[]): Buffer => {
    const whole = answer.length === 1 ? Buffer.from(answer[0]!.buffer, answer[0]!.byteOffset, answer[0]!.byteLength) : Buffer.concat(answer);
    const { notifications, rest } = takeNotifications(whole);
    for (const notification of notifications) onNotification?.(notification);
    return rest;
  };

  const run = async ({ connection, bytes, preparing, endsCycle, startup }: Exchange) => {
    if (bytes === 'leave') return cleanUp(connection);
    const known = (part: RenamedMessage) => part.shared !== undefined && prepared.has(part.shared);
    // Rebuilt only when a Parse names a statement the session has: it runs as an unnamed one.
    const sent = preparing?.some(known) ? Buffer.concat(preparing.map((part) => (known(part) ? unnamedParse(part).bytes : part.bytes))) : bytes;
    const answer: Uint8Array[] = [];
    try {
      await pglite.runExclusive(() => pglite.execProtocolRawStream(sent, { onRawData: (chunk) => answer.push(chunk.slice()) }));
    } catch {
      if (!startup) owner = pglite.isInTransaction() ? connection : null;
      connection.socket.destroy();
      return;
    }
    if (!startup) owner = !endsCycle || pglite.isInTransaction() ? connection : null;
    const reply = delivered(answer);
    if (preparing) notePrepared(preparing, reply);
    if (!connection.closed && reply.length > 0) connection.socket.write(reply);
    if (owner === connection) watchIdleOwner(connection);
  };

  /**
   * Adds the statements the exchange prepared to the session's: each Parse that succeeded has its
   * ParseComplete in the answer, in order, and after a failure the cycle skips every Parse to its end.
   */
  const notePrepared = (preparing: RenamedMessage[], answer: Buffer) => {
    const parsed = splitMessages(answer).messages.filter((message) => message.type === '1').length;
    preparing
      .filter((part) => part.type === 'P')
      .slice(0, parsed)
      .forEach((part) => part.shared !== undefined && prepared.add(part.shared));
  };

  /** Only a query's exchange has a timer: the startup and the clean-up always run. */
  const waitedTooLong = ({ expiry, connection, queuedAt }: Exchange) => expiry !== undefined && Date.now() - queuedAt >= connection.statementTimeoutMs;

  /** Answers an exchange that waited longer than its statement timeout instead of running it. */
  const answerTimeout = ({ connection }: Exchange) => {
    if (!connection.closed) connection.socket.write(errorAnswer({ fatal: false, code: '57014', text: 'canceling statement due to statement timeout' }));
  };

  /** Ends a transaction's session when its connection sends nothing for longer than it allowed. */
  let idleOwnerTimer: NodeJS.Timeout | undefined;
  const watchIdleOwner = (connection: Connection) => {
    clearTimeout(idleOwnerTimer);
    if (connection.idleInTransactionMs <= 0) return;
    idleOwnerTimer = setTimeout(() => {
      if (owner !== connection || queue.some((exchange) => exchange.connection === connection)) return;
      connection.socket.end(errorAnswer({ fatal: true, code: '25P03', text: 'terminating connection due to idle-in-transaction timeout' }));
      leave(connection);
    }, connection.idleInTransactionMs);
    idleOwnerTimer.unref();
  };

  /**
   * After a connection closed, in its turn: ends what it left half-done (an extended cycle, a
   * transaction). The session is then free for the others. Its prepared statements stay for the
   * connections that share them and those to come: one per statement of the server's code.
   */
  const cleanUp = async (connection: Connection) => {
    if (owner !== connection) return;
    await pglite
      .runExclusive(async () => {
        // Nobody reads the answer, but the Sync may commit the cycle's statements, and a NOTIFY with them.
        const answer: Uint8Array[] = [];
        await pglite.execProtocolRawStream(syncMessage, { onRawData: (chunk) => answer.push(chunk.slice()) });
        delivered(answer);
        if (pglite.isInTransaction()) await pglite.execProtocolRawStream(queryMessage('ROLLBACK'), { onRawData: () => undefined });
      })
      .catch(() => undefined);
    owner = null;
  };

  const enqueue = (connection: Connection, bytes: Exchange['bytes'], endsCycle: boolean, preparing?: RenamedMessage[]) => {
    const exchange: Exchange = { connection, bytes, preparing, endsCycle, queuedAt: Date.now(), startup: !connection.started && bytes !== 'leave' };
    if (bytes !== 'leave' && connection.started && connection.statementTimeoutMs > 0) {
      exchange.expiry = setTimeout(() => {
        const index = queue.indexOf(exchange);
        if (index === -1) return;
        queue.splice(index, 1);
        answerTimeout(exchange);
      }, connection.statementTimeoutMs);
      exchange.expiry.unref();
    }
    if (owner === connection) clearTimeout(idleOwnerTimer);
    queue.push(exchange);
    void runQueue();
  };

  const leave = (connection: Connection) => {
    if (connection.closed) return;
    connection.closed = true;
    connections.delete(connection);
    for (let index = queue.length - 1; index >= 0; index--) {
      if (queue[index]!.connection !== connection) continue;
      clearTimeout(queue[index]!.expiry);
      queue.splice(index, 1);
    }
    enqueue(connection, 'leave', true);
  };

  const receive = (connection: Connection, data: Buffer) => {
    // Ended by the listener (an idle transaction): what it still sends must not run without it.
    if (connection.closed) return;
    connection.buffer = connection.buffer.length > 0 ? Buffer.concat([connection.buffer, data]) : data;
    if (!connection.started) {
      if (connection.buffer.length < 8) return;
      const length = connection.buffer.readInt32BE(0);
      if (connection.buffer.length < length) return;
      const code = connection.buffer.readInt32BE(4);
      const packet = connection.buffer.subarray(0, length);
      connection.buffer = connection.buffer.subarray(length);
      if (code === sslRequestCode) connection.socket.write('N');
      else if (code === cancelRequestCode) connection.socket.destroy();
      else {
        const parameters = startupParameters(packet);
        connection.statementTimeoutMs = millisecondsOf(parameters.get('statement_timeout'));
        connection.idleInTransactionMs = millisecondsOf(parameters.get('idle_in_transaction_session_timeout'));
        enqueue(connection, packet, true);
        connection.started = true;
      }
      if (connection.buffer.length > 0) receive(connection, Buffer.alloc(0));
      return;
    }
    const { messages, rest } = splitMessages(connection.buffer);
    connection.buffer = rest;
    for (const message of messages) {
      if (message.type === 'X') {
        connection.socket.end();
        leave(connection);
        return;
      }
      connection.pending.push(renameStatements(message, connection.id, connection.statementNames));
      if (message.type === 'S' || message.type === 'Q' || message.type === 'H') {
        const parts = connection.pending;
        const bytes = Buffer.concat(parts.map((pendingMessage) => pendingMessage.bytes));
        connection.pending = [];
        enqueue(connection, bytes, message.type !== 'H', parts.some((part) => part.shared !== undefined) ? parts : undefined);
      }
    }
  };

  const server: Server = createServer((socket) => {
    socket.setNoDelay(true);
    const connection: Connection = { id: nextId++, socket, buffer: Buffer.alloc(0), started: false, pending: [], statementNames: new Map(), closed: false, statementTimeoutMs: 0, idleInTransactionMs: 0 };
    connections.add(connection);
    socket.on('data', (data) => receive(connection, data));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => leave(connection));
  });
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    if ('path' in listenOn) server.listen(listenOn.path, listening);
    else server.listen(listenOn.port, listenOn.host, listening);
  });
  const bound = server.address();
  const address = typeof bound === 'string' ? bound : `${bound!.address}:${bound!.port}`;
  return {
    address,
    async close() {
      const closed = new Promise<void>((done) => server.close(() => done()));
      for (const connection of connections) connection.socket.destroy();
      await closed;
      // Each socket's close (and so its clean-up) comes after the server's.
      while (connections.size > 0 || running || queue.length > 0) await new Promise((tick) => setImmediate(tick));
      clearTimeout(idleOwnerTimer);
    },
  };
}
