// Resolves electron-vite's `?modulePath` imports (the simulation worker's built chunk) outside the
// bundle, for scripts run with tsx that load the main process's services: they simulate in process
// (`inProcessTransport`) and never start the worker, so the path is empty.
export async function resolve(specifier, context, nextResolve) {
  if (specifier.endsWith('?modulePath')) return { url: 'data:text/javascript,export default ""', shortCircuit: true };
  return nextResolve(specifier, context);
}
