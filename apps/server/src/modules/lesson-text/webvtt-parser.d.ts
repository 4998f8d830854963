// webvtt-parser ships no types; this is the part of its API we call (w3c/webvtt.js parser.js).
declare module 'webvtt-parser' {
  export type TVttNode = {
    type: 'text' | 'object' | 'timestamp';
    name?: string;
    value?: string | number;
    children?: TVttNode[];
  };
  export type TVttCue = {
    id: string;
    startTime: number;
    endTime: number;
    text: string;
    tree: TVttNode;
  };
  export type TVttError = { message: string; line: number; col?: number };
  export class WebVTTParser {
    constructor(entities?: Record<string, string>);
    parse(input: string, mode?: 'metadata' | 'chapters'): { cues: TVttCue[]; errors: TVttError[] };
  }
  const webvtt: { WebVTTParser: typeof WebVTTParser };
  export default webvtt;
}
