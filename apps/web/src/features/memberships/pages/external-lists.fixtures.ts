import { errorResponse, jsonResponse, type ApiCall } from '../../../test/serve-api';

const listsPath = '/api/v1/membership/externalList';
const verifyPath = '/api/v2/membership/verifyBatchOfMembers';

/**
 * The membership API as the external lists panel calls it, over lists held in memory: the ids, a
 * whole list, one page of one (?page=&pageSize=&q=), the membership check with ?list= and PATCH.
 * A list without members does not exist (404), as on the server.
 */
export function fakeExternalLists(lists: Record<string, string[]>) {
  const notFound = (listId: string) => errorResponse(404, 'NotFoundError', 103, `List "${listId}" was not found.`);
  const members = (listId: string) => [...(lists[listId] ?? [])].sort();
  const readList = (call: ApiCall) => {
    const listId = decodeURIComponent(call.path.slice(listsPath.length + 1));
    const all = members(listId);
    if (all.length === 0) return notFound(listId);
    if (!call.query.has('page')) return jsonResponse(all);
    const page = Number(call.query.get('page'));
    const pageSize = Number(call.query.get('pageSize') ?? 10);
    const matching = all.filter((netId) => netId.includes((call.query.get('q') ?? '').toLowerCase()));
    const shown = matching.slice((page - 1) * pageSize, page * pageSize);
    return jsonResponse({ members: shown, page: { total: matching.length, page, pageSize } });
  };
  const changeList = (call: ApiCall) => {
    const listId = decodeURIComponent(call.path.slice(listsPath.length + 1));
    const { add = [], remove = [] } = call.body as { add?: string[]; remove?: string[] };
    lists[listId] = [...members(listId).filter((netId) => !remove.includes(netId)), ...add];
    return jsonResponse({ added: add, removed: remove });
  };
  return {
    [`GET ${listsPath}`]: () => jsonResponse(Object.keys(lists).filter((listId) => members(listId).length > 0)),
    [`POST ${verifyPath}`]: (call: ApiCall) => {
      const listId = call.query.get('list') ?? '';
      const asked = call.body as string[];
      if (members(listId).length === 0) return notFound(listId);
      return jsonResponse({
        members: asked.filter((netId) => members(listId).includes(netId)),
        notMembers: asked.filter((netId) => !members(listId).includes(netId)),
      });
    },
    ...Object.fromEntries(
      Object.keys(lists).flatMap((listId) => [
        [`GET ${listsPath}/${listId}`, readList],
        [`PATCH ${listsPath}/${listId}`, changeList],
      ]),
    ),
  };
}
