import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * Runs `body` while no other worker of this run holds the same lock. Specs share one server,
 * and some change what a demo account may do (making Mia a lead gives her a sidebar item);
 * the tests that depend on that account's roles take the lock so they never see it half-done.
 * The lock is a directory: mkdir is atomic, and it is named after this run's port.
 */
export async function exclusive<T>(name: string, body: () => Promise<T>, timeout = 120_000): Promise<T> {
  const lock = path.join(os.tmpdir(), `cp-e2e-${process.env.E2E_PORT}-${name}.lock`);
  await expect(() => fs.mkdirSync(lock)).toPass({ timeout });
  try {
    return await body();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** The lock for tests that change or depend on member@illinois.edu's roles. */
export const memberRolesLock = 'member-roles';
