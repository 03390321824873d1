import { describe, expect, it } from 'vitest';
import { apiKeyRoles } from '../roles';
import { createApiKeyRequest, invalidPolicyDocument, policyDocumentSchema, samplePolicyDocument } from './index';

describe('API key contracts', () => {
  it('never offers key management, audit logs or administrator roles', () => {
    const offered: readonly string[] = apiKeyRoles;
    for (const role of ['MANAGE_ORG_API_KEYS', 'AUDIT_LOG_VIEWER', 'IAM_ADMIN', 'BYPASS_OBJECT_LEVEL_AUTH']) {
      expect(offered).not.toContain(role);
    }
  });

  it('accepts the sample policy shown in the create dialog', () => {
    expect(policyDocumentSchema.parse(samplePolicyDocument)).toEqual(samplePolicyDocument);
  });

  it('gives one message for any invalid policy document', () => {
    for (const restrictions of [{}, [{ name: 'X', params: {} }], [null], [{ name: 'EventsHostRestrictionPolicy' }]]) {
      const result = createApiKeyRequest.safeParse({ roles: ['manage:events'], description: 'x', restrictions });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([invalidPolicyDocument]);
    }
  });
});
