/** Draws a `SPARKLINE` inside its cell: a line (the default), columns, or one bar, as Sheets does. */
import type { SparklineView } from '../protocol';
import { svgNode } from './svg';

const WIDTH = 92;
const HEIGHT = 17;

export function sparklineElement(sparkline: SparklineView): SVGSVGElement {
  const svg = svgNode('svg', {
    width: WIDTH,
    height: HEIGHT,
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    class: 'sparkline',
  });
  svg.setAttribute('role', 'img');
  const { values, options } = sparkline;
  const kind = String(options.charttype ?? 'line').toLowerCase();
  svg.setAttribute('aria-label', `${kind} sparkline of ${values.length} values`);
  const colour = String(options.color ?? options.color1 ?? '#4285f4');
  if (values.length === 0) return svg;
  const max = typeof options.max === 'number' ? options.max : Math.max(...values);
  const min = typeof options.min === 'number' ? options.min : Math.min(0, ...values);
  const span = max - min || 1;
  const y = (v: number) => HEIGHT - 1 - ((v - min) / span) * (HEIGHT - 2);
  if (kind === 'bar') {
    svg.appendChild(
      svgNode('rect', {
        x: 0,
        y: 2,
        width: Math.max(0, (values[0] - min) / span) * WIDTH,
        height: HEIGHT - 4,
        fill: colour,
      }),
    );
  } else if (kind === 'column' || kind === 'winloss') {
    const step = WIDTH / values.length;
    values.forEach((v, i) => {
      const top = kind === 'winloss' ? (v >= 0 ? 1 : HEIGHT / 2) : y(v);
      const bottom = kind === 'winloss' ? (v >= 0 ? HEIGHT / 2 : HEIGHT - 1) : y(Math.max(min, 0));
      svg.appendChild(
        svgNode('rect', {
          x: i * step + step * 0.1,
          y: Math.min(top, bottom),
          width: step * 0.8,
          height: Math.max(1, Math.abs(bottom - top)),
          fill: colour,
        }),
      );
    });
  } else {
    const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
    const points = values.map((v, i) => `${(i * step).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
    svg.appendChild(svgNode('polyline', { points, fill: 'none', stroke: colour, 'stroke-width': 1.5 }));
  }
  return svg;
}
