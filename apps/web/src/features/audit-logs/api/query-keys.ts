/** Every cached answer about the audit log sits under this key. */
export const auditLogsQueryKey = ['audit-logs'] as const;
