// Builds the web app and the core service when their sources are newer than the build.
import { ensureBuilt } from './lib.mjs';

ensureBuilt();
