// The bare node:http server every floor runs: reads the whole body, asks `answer` and writes its
// status and JSON; an error it throws is a bare 500. Nothing else, so the floor costs what the
// statements cost.
import http from 'node:http';

export type FloorAnswer = (request: http.IncomingMessage, body: string) => Promise<{ status: number; body: unknown }>;

export function serveJson(answer: FloorAnswer, port: number, host?: string): http.Server {
  return http
    .createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        answer(request, Buffer.concat(chunks).toString())
          .then(({ status, body }) => {
            response.writeHead(status, { 'content-type': 'application/json' });
            response.end(JSON.stringify(body));
          })
          .catch(() => {
            response.writeHead(500);
            response.end();
          });
      });
    })
    .listen(port, host);
}
