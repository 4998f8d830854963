import * as React from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';

// React for the exercises that ask for it (docs/decisions/019): React 19 ships no UMD build, so
// this bundles `react` and `react-dom/client` (production) into one classic script that sets
// `window.React` and `window.ReactDOM`, the globals the UMD builds used to. The server inlines
// it in the runner page only when the exercise page asks for it; the preview runs it when the
// learner's HTML says `<script src="react.js"></script>`.

const globals = window as unknown as Record<string, unknown>;
globals.React = React;
globals.ReactDOM = { createRoot, hydrateRoot, flushSync, version: React.version };
