// Baseline for bench/events-feed.ts: a bare node:http server answering every request with the
// bytes and headers the portal's feed sent. Usage: <port> <file with the body> <headers as JSON>
import fs from 'node:fs';
import http from 'node:http';

const [port, bodyFile, headersJson] = process.argv.slice(2) as [string, string, string];
const body = fs.readFileSync(bodyFile);
const headers = { ...(JSON.parse(headersJson) as Record<string, string>), 'content-length': String(body.length) };

http
  .createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  })
  .listen(Number(port));
