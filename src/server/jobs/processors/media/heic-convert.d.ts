/** heic-convert 2.1 ships no types: one image in, an encoded JPEG or PNG out. */
declare module 'heic-convert' {
  function convert(options: {
    buffer: Buffer | ArrayBuffer | Uint8Array;
    format: 'JPEG' | 'PNG';
    /** 0 to 1 (JPEG only). */
    quality?: number;
  }): Promise<Uint8Array>;
  export default convert;
}
