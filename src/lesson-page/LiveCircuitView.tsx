import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { JUNCTION_RADIUS } from '../renderer/src/model/export/export-scene';
import { portWidth } from '../shared/components/subcircuit-interface';
import { LiveCircuit } from './live-model';
import { LivePart } from './LivePart';
import { junctionWires, wireClass } from './wire-colours';

/** The space around the drawing, as in an exported image. */
const MARGIN = 20;

/** A live circuit: drawn as the editor draws it, simulated in the page, switches and buttons operable. */
export function LiveCircuitView({ model, name }: { model: LiveCircuit; name: string }): ReactElement {
  const [, setVersion] = useState(0);
  const redraw = useCallback(() => setVersion((v) => v + 1), []);
  const { scene } = model;
  const dots = useMemo(() => junctionWires(scene), [scene]);
  const values = model.values();
  const b = scene.bounds ?? { x0: 0, y0: 0, x1: 0, y1: 0 };
  const x = Math.floor(b.x0 - MARGIN);
  const y = Math.floor(b.y0 - MARGIN);
  const width = Math.ceil(b.x1 + MARGIN) - x;
  const height = Math.ceil(b.y1 + MARGIN) - y;
  const onToggle = (id: string) => {
    model.toggle(id);
    redraw();
  };
  const onCount = (id: string, by: 1 | -1) => {
    const part = scene.parts.find((c) => c.id === id);
    model.count(id, part ? portWidth(part.properties) : 1, by);
    redraw();
  };
  const onPress = (id: string, down: boolean) => {
    model.press(id, down);
    redraw();
  };
  return (
    <figure className="cf-live">
      <div className="cf-live-drawing">
        <svg
          xmlns="http://www.w3.org/2000/svg"
          viewBox={`${x} ${y} ${width} ${height}`}
          width={width}
          height={height}
          style={{ minWidth: `${Math.round(width * 0.75)}px` }}
          role="group"
          aria-label={name === '' ? 'A live circuit' : `Live circuit: ${name}`}
        >
          <g className="cf-wires">
            {scene.wires.map(({ wire, path }) => (
              <path key={wire.id} className={wireClass(wire.id, values)} data-wire={wire.id} d={path} />
            ))}
            {scene.junctions.map((p, i) => {
              const wire = dots[i];
              const wireCls = wire === undefined ? 'cf-wire' : wireClass(wire, values);
              return (
                <circle
                  key={`${p.x},${p.y}`}
                  className={wireCls.replace('cf-wire', 'cf-junction')}
                  cx={p.x}
                  cy={p.y}
                  r={JUNCTION_RADIUS}
                />
              );
            })}
          </g>
          <g className="cf-parts">
            {scene.parts.map((component) => (
              <LivePart
                key={component.id}
                component={component}
                sim={values.components[component.id]}
                operable={LiveCircuit.operable(component)}
                onToggle={onToggle}
                onPress={onPress}
                onCount={onCount}
              />
            ))}
          </g>
        </svg>
      </div>
      <figcaption className="cf-live-bar">
        <span className="cf-live-name">{name === '' ? 'Live circuit: click a switch to flip it.' : name}</span>
        <button
          type="button"
          title="Back to power-on: switches as drawn, stored bits 0"
          onClick={() => {
            model.reset();
            redraw();
          }}
        >
          Reset
        </button>
        {model.hasClocks && (
          <button
            type="button"
            onClick={() => {
              model.stepClock();
              redraw();
            }}
          >
            Step clock
          </button>
        )}
      </figcaption>
    </figure>
  );
}
