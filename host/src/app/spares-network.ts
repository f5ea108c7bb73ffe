interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether the browser asks to spare the network: its data saver, or a 2G connection. Nothing is
 * asked for ahead then (a page's links in view, the frame's entries); a link is still prefetched
 * on intent.
 */
export function sparesNetwork(view: Window): boolean {
  const connection = (view.navigator as { connection?: NetworkInformation }).connection;
  return connection?.saveData === true || /2g/.test(connection?.effectiveType ?? '');
}
