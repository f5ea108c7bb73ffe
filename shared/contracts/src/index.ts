// The contract's modules, one per api area; each exports its schemas and the types derived from them.
export * from './text';
