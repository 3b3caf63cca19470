import type { ReactElement } from 'react';

/**
 * A MOS transistor in a 40×40 box: the gate lead from the left (a bubble on a P channel), the gate
 * plate, the channel, the drain leaving at the top right and the source at the bottom right. While
 * the simulation runs, a conducting channel is drawn lit (`conducts` 1), an unknown one dashed.
 */
export function TransistorShape({
  channel,
  conducts,
  compact = false,
}: {
  channel: 'n' | 'p';
  conducts?: '0' | '1' | 'X' | 'Z' | undefined;
  compact?: boolean;
}): ReactElement {
  const state = conducts === '1' ? ' sym-conducting' : conducts === 'X' ? ' sym-conduct-unknown' : '';
  return (
    <g className={`sym-transistor${state}`}>
      {channel === 'p' ? (
        <>
          <line className="sym-line" x1={0} y1={20} x2={9} y2={20} />
          <circle className="sym-body" cx={12.5} cy={20} r={3.5} />
        </>
      ) : (
        <line className="sym-line" x1={0} y1={20} x2={16} y2={20} />
      )}
      <line className="sym-line sym-thick" x1={17} y1={9} x2={17} y2={31} />
      <line className="sym-line sym-thick sym-channel" x1={23} y1={6} x2={23} y2={34} />
      <polyline className="sym-line" fill="none" points="23,9 40,9 40,0" />
      <polyline className="sym-line" fill="none" points="23,31 40,31 40,40" />
      {/* The arrow on the source: into the channel for N, out of it for P. */}
      <polyline className="sym-line" fill="none" points={channel === 'n' ? '28,27 23,31 28,35' : '30,27 35,31 30,35'} />
      {!compact && (
        <text className="sym-pin-label" x={27} y={23}>
          {channel === 'n' ? 'N' : 'P'}
        </text>
      )}
    </g>
  );
}

/** A pull resistor in a 20×40 box: a zigzag from its pin to a rail (up: a bar at the top, down: ground lines). */
export function PullShape({ direction }: { direction: 'up' | 'down' }): ReactElement {
  const up = direction === 'up';
  const points = up ? ['10,40', '10,32'] : ['10,0', '10,8'];
  for (let i = 0; i < 5; i++) points.push(`${i % 2 === 0 ? 5 : 15},${up ? 29 - i * 3.6 : 11 + i * 3.6}`);
  points.push(up ? '10,12' : '10,28', up ? '10,8' : '10,32');
  return (
    <g className="sym-pull">
      <polyline className="sym-line" fill="none" points={points.join(' ')} />
      {up ? (
        <line className="sym-line sym-thick" x1={3} y1={8} x2={17} y2={8} />
      ) : (
        <>
          <line className="sym-line sym-thick" x1={3} y1={32} x2={17} y2={32} />
          <line className="sym-line" x1={6} y1={35.5} x2={14} y2={35.5} />
          <line className="sym-line" x1={8.5} y1={39} x2={11.5} y2={39} />
        </>
      )}
    </g>
  );
}
