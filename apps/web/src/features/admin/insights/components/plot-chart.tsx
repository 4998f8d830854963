import * as Plot from '@observablehq/plot';
import { useEffect, useRef, useState } from 'react';

/*
 * One chart drawn by Observable Plot (decisions/046) as SVG at the width it is given, redrawn
 * when that changes (a phone's 375 px, a turned tablet). Colours come from the theme: marks
 * fill or stroke with currentColor and take a text-* class, so light and dark both apply. The
 * chart is hidden from screen readers: each chart's table says the same numbers in words.
 */

type TProps = {
  /** Builds the plot's options for a width in pixels. */
  draw: (width: number) => Plot.PlotOptions;
  /** A click on the chart, with the x value under the pointer (continuous x scales only). */
  onPickX?: ((x: number) => void) | undefined;
};

export function PlotChart({ draw, onPickX }: TProps) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const node = box.current;
    if (!node) return;
    // A box laid out at no width (a screenshot's relayout, a hidden parent) keeps the last chart.
    const measure = (w: number) => {
      if (w >= 50) setWidth(Math.floor(w));
    };
    measure(node.clientWidth);
    // jsdom (component tests) has no ResizeObserver: the first width is all it gets.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) measure(entry.contentRect.width);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const node = box.current;
    if (!node || width < 50) return;
    const figure = Plot.plot({
      ...draw(width),
      width,
      style: { background: 'transparent', color: 'inherit', fontSize: '12px', overflow: 'visible' },
    });
    const pick = (event: Event) => {
      const x = figure.scale('x');
      if (!onPickX || !x?.invert || !(event instanceof MouseEvent)) return;
      const value = Number(x.invert(event.offsetX));
      if (Number.isFinite(value)) onPickX(value);
    };
    if (onPickX) {
      figure.addEventListener('click', pick);
      figure.style.cursor = 'pointer';
    }
    node.replaceChildren(figure);
    // The next drawing replaces this one (replaceChildren): the box is never blank between them.
    return () => figure.removeEventListener('click', pick);
  }, [draw, width, onPickX]);

  return <div ref={box} aria-hidden="true" className="w-full text-slate-700" />;
}
