/**
 * Message framing for the MongoDB wire-protocol test double (a test double, not MongoDB): reads
 * OP_MSG and the legacy OP_QUERY the driver may use for its first `isMaster`, and writes OP_MSG and
 * OP_REPLY answers. Documents are encoded and decoded by the `bson` package.
 * Reference: https://www.mongodb.com/docs/manual/reference/mongodb-wire-protocol/
 */
import { deserialize, serialize, type Document } from 'bson';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_MSG = 2013;

const CHECKSUM_PRESENT = 1;
/** The sender expects no answer (an unacknowledged write). */
const MORE_TO_COME = 1 << 1;

export interface Request {
  requestId: number;
  opCode: typeof OP_MSG | typeof OP_QUERY;
  /** The command, with any document sequences (kind 1 sections) folded into it as arrays. */
  command: Document;
  /** OP_QUERY's namespace (`admin.$cmd`), or OP_MSG's `$db`. */
  database: string;
  moreToCome: boolean;
}

/** Splits complete messages off the front of `buffer`; returns them and what is left. */
export function readMessages(buffer: Buffer): { messages: Buffer[]; rest: Buffer } {
  const messages: Buffer[] = [];
  let offset = 0;
  while (buffer.length - offset >= 4) {
    const length = buffer.readInt32LE(offset);
    if (length < 16) throw new Error(`Malformed message length ${length}`);
    if (buffer.length - offset < length) break;
    messages.push(buffer.subarray(offset, offset + length));
    offset += length;
  }
  return { messages, rest: buffer.subarray(offset) };
}

function readCString(buffer: Buffer, offset: number): { value: string; end: number } {
  const end = buffer.indexOf(0, offset);
  if (end < 0) throw new Error('Unterminated string in message');
  return { value: buffer.toString('utf8', offset, end), end: end + 1 };
}

/** Decodes one request; throws on an opcode the double does not speak (OP_COMPRESSED is never negotiated). */
export function parseRequest(message: Buffer): Request {
  const requestId = message.readInt32LE(4);
  const opCode = message.readInt32LE(12);
  if (opCode === OP_QUERY) {
    const namespace = readCString(message, 20);
    // numberToSkip and numberToReturn (8 bytes) follow the namespace; then the query document.
    const start = namespace.end + 8;
    const command = deserialize(message.subarray(start, start + message.readInt32LE(start)));
    // A legacy command may be wrapped as { $query: {...}, $readPreference }.
    const body = (command.$query as Document | undefined) ?? command;
    return { requestId, opCode, command: body, database: namespace.value.split('.')[0]!, moreToCome: false };
  }
  if (opCode !== OP_MSG) throw new Error(`Unsupported opcode ${opCode}`);
  const flags = message.readUInt32LE(16);
  const end = message.length - (flags & CHECKSUM_PRESENT ? 4 : 0);
  let offset = 20;
  let command: Document | null = null;
  const sequences: Record<string, Document[]> = {};
  while (offset < end) {
    const kind = message.readUInt8(offset);
    offset += 1;
    const size = message.readInt32LE(offset);
    if (kind === 0) {
      command = deserialize(message.subarray(offset, offset + size));
      offset += size;
    } else if (kind === 1) {
      const sectionEnd = offset + size;
      const identifier = readCString(message, offset + 4);
      const documents: Document[] = [];
      let at = identifier.end;
      while (at < sectionEnd) {
        const docSize = message.readInt32LE(at);
        documents.push(deserialize(message.subarray(at, at + docSize)));
        at += docSize;
      }
      sequences[identifier.value] = documents;
      offset = sectionEnd;
    } else {
      throw new Error(`Unsupported OP_MSG section kind ${kind}`);
    }
  }
  if (!command) throw new Error('OP_MSG without a body section');
  for (const [name, documents] of Object.entries(sequences)) command[name] = documents;
  return { requestId, opCode, command, database: String(command.$db ?? 'admin'), moreToCome: (flags & MORE_TO_COME) !== 0 };
}

let nextRequestId = 1;

function header(length: number, responseTo: number, opCode: number): Buffer {
  const buffer = Buffer.alloc(16);
  buffer.writeInt32LE(length, 0);
  buffer.writeInt32LE((nextRequestId = (nextRequestId % 0x7fffffff) + 1), 4);
  buffer.writeInt32LE(responseTo, 8);
  buffer.writeInt32LE(opCode, 12);
  return buffer;
}

/** The answer to `request` in the opcode it came in. */
export function encodeReply(request: Request, reply: Document): Buffer {
  const body = serialize(reply);
  if (request.opCode === OP_QUERY) {
    // responseFlags, cursorID (int64), startingFrom, numberReturned, then the document.
    const fields = Buffer.alloc(20);
    fields.writeInt32LE(1, 16);
    return Buffer.concat([header(16 + 20 + body.length, request.requestId, OP_REPLY), fields, body]);
  }
  const fields = Buffer.alloc(5); // flagBits 0, section kind 0
  return Buffer.concat([header(16 + 5 + body.length, request.requestId, OP_MSG), fields, body]);
}
