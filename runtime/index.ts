// The runtime's public surface. Filled in by the runtime modules.
export {};
