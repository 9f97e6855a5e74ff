#!/usr/bin/env node
// The CLI is written in TypeScript and compiled to dist/ by `npm install` (the prepare script).
import '../../dist/scripts/cli.js';
