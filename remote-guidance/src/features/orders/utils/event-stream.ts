/** One server-sent event: its name (`message` when the server gave none) and its data. */
export interface StreamEvent {
  event: string;
  data: string;
}

/**
 * Reads the `text/event-stream` format piece by piece as the bytes arrive: feed it text, it
 * returns the events completed so far and keeps an unfinished one for the next piece. Comment
 * lines (the server's keep-alive) and fields other than `event` and `data` are skipped.
 */
export function createEventStreamParser(): (chunk: string) => StreamEvent[] {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  return (chunk) => {
    buffer += chunk;
    const events: StreamEvent[] = [];
    // A line ends with CRLF, LF or CR; a CR at the very end may still be followed by its LF.
    const lines = buffer.split(/\r\n|\n|\r(?!$)/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) events.push({ event: event || 'message', data: data.join('\n') });
        event = '';
        data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    return events;
  };
}
