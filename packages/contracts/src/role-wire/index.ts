import { z } from 'zod';
import { appRoles, roleFromWire, roleToWire, roleWireValues, type AppRole, type RoleWireValue } from '../roles';

const wireValues = Object.values(roleWireValues) as [RoleWireValue, ...RoleWireValue[]];

/**
 * A role as it travels (decision 0038): the platform's value on the wire (`manage:events`), the
 * specification's name in code (`EVENTS_MANAGER`). Parsing a request or an answer decodes it;
 * the server's answers encode it back.
 */
export const roleOnWire = z.codec(z.enum(wireValues, { error: 'Not a known role.' }), z.enum(appRoles), {
  decode: (value) => roleFromWire(value)!,
  encode: (role: AppRole) => roleToWire(role),
});

/** Roles as the wire lists them, names in code. */
export const rolesOnWire = z.array(roleOnWire);
