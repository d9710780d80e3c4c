// Code passed to `serviceWorker.evaluate(...)` runs inside the extension, where `chrome` is
// the real extensions API; the Node-side type checker only needs to know the name exists.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
declare const chrome: any;
