/** A local webhook endpoint for tests: records every request and answers as told. */
export interface ReceivedDelivery {
  headers: Headers;
  body: string;
  json: { id: string; type: string; timestamp: string; data: Record<string, unknown> };
}

export function startReceiver(answer: (attempt: number) => number | Promise<number> = () => 200) {
  const received: ReceivedDelivery[] = [];
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(request) {
      const body = await request.text();
      received.push({ headers: request.headers, body, json: JSON.parse(body) });
      return new Response(null, { status: await answer(received.length) });
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}/hooks`,
    received,
    stop: () => server.stop(true),
  };
}
export type Receiver = ReturnType<typeof startReceiver>;
