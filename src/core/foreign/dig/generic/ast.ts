/** The syntax tree of generic code (Digital's HGS language, the part its generic circuits use). */

export type BinaryOp =
  '|' | '^' | '&' | '=' | '!=' | '+' | '-' | '*' | '/' | '%' | '<' | '<=' | '>' | '>=' | '<<' | '>>';

/** Something that names a place: a variable, an item of an array, a field, or a call's result. */
export type Ref =
  | { readonly k: 'var'; readonly name: string }
  | { readonly k: 'index'; readonly of: Ref; readonly index: Expr }
  | { readonly k: 'field'; readonly of: Ref; readonly name: string }
  | { readonly k: 'call'; readonly of: Ref; readonly args: readonly Expr[] };

export type Expr =
  | { readonly k: 'literal'; readonly value: bigint | number | string | boolean }
  | { readonly k: 'ref'; readonly ref: Ref }
  | { readonly k: 'binary'; readonly op: BinaryOp; readonly a: Expr; readonly b: Expr }
  | { readonly k: 'neg'; readonly e: Expr }
  | { readonly k: 'not'; readonly e: Expr }
  | { readonly k: 'list'; readonly items: readonly Expr[] }
  | { readonly k: 'record'; readonly fields: readonly (readonly [string, Expr])[] }
  | { readonly k: 'func'; readonly params: readonly string[]; readonly body: Stmt };

export type Stmt = { readonly line: number } & (
  | { readonly k: 'declare'; readonly ref: Ref; readonly value: Expr; readonly exported: boolean }
  | { readonly k: 'assign'; readonly ref: Ref; readonly value: Expr }
  | { readonly k: 'step'; readonly ref: Ref; readonly delta: 1n | -1n }
  | { readonly k: 'eval'; readonly ref: Ref }
  | { readonly k: 'if'; readonly cond: Expr; readonly then: Stmt; readonly otherwise?: Stmt }
  | { readonly k: 'for'; readonly init: Stmt; readonly cond: Expr; readonly next: Stmt; readonly body: Stmt }
  | { readonly k: 'while'; readonly cond: Expr; readonly body: Stmt }
  | { readonly k: 'repeat'; readonly body: Stmt; readonly cond: Expr }
  | { readonly k: 'block'; readonly body: readonly Stmt[] }
  | { readonly k: 'return'; readonly value: Expr }
  | { readonly k: 'func'; readonly name: string; readonly params: readonly string[]; readonly body: Stmt }
);
