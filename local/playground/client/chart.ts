/** Draws an inserted chart as a small SVG: enough to see the shape of a trend, not a charting library. */
import type { ChartView } from '../protocol';
import { svgNode } from './svg';

const WIDTH = 360;
const HEIGHT = 200;
const PAD = { top: 28, right: 12, bottom: 24, left: 40 };
const COLOURS = ['#4285f4', '#db4437', '#f4b400', '#0f9d58', '#ab47bc', '#00acc1'];

export function chartElement(chart: ChartView): SVGSVGElement {
  const svg = svgNode('svg', {
    width: WIDTH,
    height: HEIGHT,
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    class: 'chart',
  });
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', chart.title);
  const title = svgNode('text', { x: WIDTH / 2, y: 18, 'text-anchor': 'middle', class: 'chart-title' });
  title.textContent = chart.title;
  svg.appendChild(title);

  const values = chart.series.flatMap((s) => s.values).filter(Number.isFinite);
  const max = Math.max(1, ...values);
  const min = Math.min(0, ...values);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const points = Math.max(1, ...chart.series.map((s) => s.values.length));
  const x = (i: number) => PAD.left + (plotWidth * (i + 0.5)) / points;
  const y = (v: number) => PAD.top + plotHeight * (1 - (v - min) / (max - min || 1));

  svg.appendChild(
    svgNode('line', { x1: PAD.left, y1: y(min), x2: WIDTH - PAD.right, y2: y(min), class: 'axis' }),
  );
  for (const value of [min, max]) {
    const label = svgNode('text', { x: PAD.left - 4, y: y(value) + 4, 'text-anchor': 'end', class: 'tick' });
    label.textContent = String(Math.round(value));
    svg.appendChild(label);
  }
  // The first and last categories: each starts or ends at its point, so neither runs past the chart's edge.
  const last = chart.categories.length - 1;
  const ends = last > 0 ? [0, last] : last === 0 ? [0] : [];
  for (const i of ends) {
    const anchor = last === 0 ? 'middle' : i === 0 ? 'start' : 'end';
    const label = svgNode('text', { x: x(i), y: HEIGHT - 6, 'text-anchor': anchor, class: 'tick category' });
    label.textContent = chart.categories[i];
    svg.appendChild(label);
  }
  chart.series.forEach((series, index) => {
    const colour = COLOURS[index % COLOURS.length];
    if (chart.kind === 'line') {
      const path = series.values.map((v, i) => `${i ? 'L' : 'M'}${x(i)},${y(v)}`).join(' ');
      svg.appendChild(svgNode('path', { d: path, fill: 'none', stroke: colour, 'stroke-width': 2 }));
      return;
    }
    const barWidth = plotWidth / points / (chart.series.length + 1);
    series.values.forEach((v, i) => {
      const left = x(i) - (barWidth * chart.series.length) / 2 + barWidth * index;
      const top = Math.min(y(v), y(0));
      svg.appendChild(
        svgNode('rect', { x: left, y: top, width: barWidth, height: Math.abs(y(v) - y(0)), fill: colour }),
      );
    });
  });
  return svg;
}
