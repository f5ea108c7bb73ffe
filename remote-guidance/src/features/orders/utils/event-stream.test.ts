import { createEventStreamParser } from './event-stream';

describe('createEventStreamParser', () => {
  it('reads named events whose data spans several lines', () => {
    const parse = createEventStreamParser();
    expect(parse('event: order\ndata: {"a":1,\ndata: "b":2}\n\n')).toEqual([
      { event: 'order', data: '{"a":1,\n"b":2}' },
    ]);
  });

  it('joins an event cut across chunks, whatever the line ends', () => {
    const parse = createEventStreamParser();
    expect(parse('event: ord')).toEqual([]);
    expect(parse('er\r\ndata: {"status":"acc')).toEqual([]);
    expect(parse('epted"}\r')).toEqual([]);
    expect(parse('\n\r\n')).toEqual([{ event: 'order', data: '{"status":"accepted"}' }]);
  });

  it('skips keep-alive comments and unknown fields, and names an unnamed event message', () => {
    const parse = createEventStreamParser();
    expect(parse(': keep-alive\n\nid: 7\nretry: 1000\ndata:x\n\n')).toEqual([
      { event: 'message', data: 'x' },
    ]);
  });
});
