import { createSocket } from 'node:dgram';

/** One ArtDmx frame as a node receives it. */
export interface ArtDmxFrame {
  at: number;
  sequence: number;
  universe: number;
  levels: Buffer;
}

export interface FakeArtnetNode {
  port: number;
  frames: ArtDmxFrame[];
  /** A channel's (1–512) level on universe 0 now: the last frame that carried it; 0 before any. */
  level(channel: number): number;
  /** The channel's levels in the frames that carried it since `since` (ms since the epoch). */
  levelsSince(channel: number, since: number): number[];
  close(): Promise<void>;
}

const ID = Buffer.from('Art-Net\0', 'latin1');
const OP_DMX = 0x5000;

/**
 * A DMX node on a loopback UDP port that reads Art-Net as a real one does (Art-Net 4, ArtDmx): the
 * 8-byte id, the opcode little-endian, protocol version 14 big-endian, sequence, physical, the
 * 15-bit port-address little-endian, the data length big-endian (2–512, even), then the levels.
 * Anything else is not a frame and is dropped. A short frame changes only the channels it carries.
 */
export async function startFakeArtnetNode(): Promise<FakeArtnetNode> {
  const socket = createSocket('udp4');
  const frames: ArtDmxFrame[] = [];
  const universe0 = Buffer.alloc(512);
  socket.on('message', (msg) => {
    if (msg.length < 18 || !msg.subarray(0, 8).equals(ID)) return;
    if (msg.readUInt16LE(8) !== OP_DMX || msg.readUInt16BE(10) < 14) return;
    const length = msg.readUInt16BE(16);
    if (length < 2 || length > 512 || length % 2 !== 0 || msg.length < 18 + length) return;
    const frame = {
      at: Date.now(),
      sequence: msg[12]!,
      universe: msg.readUInt16LE(14) & 0x7fff,
      levels: Buffer.from(msg.subarray(18, 18 + length)),
    };
    frames.push(frame);
    if (frame.universe === 0) frame.levels.copy(universe0);
  });
  await new Promise<void>((done) => socket.bind(0, '127.0.0.1', done));
  return {
    port: socket.address().port,
    frames,
    level: (channel) => universe0[channel - 1]!,
    levelsSince: (channel, since) =>
      frames
        .filter((f) => f.universe === 0 && f.at >= since && f.levels.length >= channel)
        .map((f) => f.levels[channel - 1]!),
    close: () => new Promise((done) => socket.close(() => done())),
  };
}
