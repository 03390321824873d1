// Baseline for bench/redirects.ts: a bare node:http server that looks the path up in a Map and
// answers 302 with the target, or 404. Usage: <port> <links as JSON: { slug: target }>
import http from 'node:http';

const [port, linksJson] = process.argv.slice(2) as [string, string];
const targets = new Map(
  Object.entries(JSON.parse(linksJson) as Record<string, string>).map(([slug, target]) => [slug.toLowerCase(), target]),
);

http
  .createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!.slice(1).toLowerCase();
    const target = targets.get(path);
    if (target) {
      response.writeHead(302, { location: target, 'content-length': '0' });
    } else {
      response.writeHead(404, { 'content-length': '0' });
    }
    response.end();
  })
  .listen(Number(port));
