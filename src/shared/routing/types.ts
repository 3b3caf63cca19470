import type { PinSide } from '../components/types';

/** A point on the canvas, in canvas units. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** An axis-aligned box on the canvas: from (x0, y0) to (x1, y1), x0 ≤ x1 and y0 ≤ y1. */
export interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** A pin where it sits on the canvas, and the side of the body it leaves from. */
export interface ScenePin {
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly side: PinSide;
}

/** A placed part as the router sees it: a body wires may not cross, text they should not cross, pins. */
export interface ScenePart {
  readonly id: string;
  readonly body: Box;
  /** The label above the body and a caption under it, where the part has them. */
  readonly text: readonly Box[];
  readonly pins: readonly ScenePin[];
}

/** A wire between two pins of parts in the scene. */
export interface SceneWire {
  readonly id: string;
  readonly from: { readonly part: string; readonly pin: string };
  readonly to: { readonly part: string; readonly pin: string };
  /** Corners a person gave the wire by hand; the router then draws it through them. */
  readonly waypoints?: readonly Point[];
}

/** Everything a routing needs: the parts and the wires between their pins. */
export interface RouteScene {
  readonly parts: readonly ScenePart[];
  readonly wires: readonly SceneWire[];
}

/** The drawn path of one wire, from its `from` pin to its `to` pin, and the junction dots on it. */
export interface WireRoute {
  /** Corner points, first at the `from` pin and last at the `to` pin; consecutive points share x or y. */
  readonly points: readonly Point[];
  /**
   * Where this wire's net branches, drawn as dots. Each junction of a net is given to exactly one
   * of its wires, so it is drawn once.
   */
  readonly junctions: readonly Point[];
  /** False when no way around the parts was found: the path is a plain bend that may cross bodies. */
  readonly routed: boolean;
}

/** The routes of every wire of a scene, by wire id. */
export type RouteMap = ReadonlyMap<string, WireRoute>;
