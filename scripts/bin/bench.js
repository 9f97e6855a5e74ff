#!/usr/bin/env node
import '../../dist/scripts/bench/run.js';
