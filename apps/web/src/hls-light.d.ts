// hls.js ships no typings for its light build (no alternate audio, subtitles, EME or CMCD —
// none of which the lesson player uses); its API is the full build's.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
