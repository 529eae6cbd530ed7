import { setFlagsFromString } from 'node:v8';

/**
 * The embedded database's WebAssembly compiled once, by V8's optimising compiler, instead of first
 * by its baseline compiler (Liftoff) and then again for every hot function: each tier's code
 * stays resident, and PGlite's module is large. Measured on 100,000 listings (docs/decisions/
 * server-memory.md): ~40 MB less resident for good, for ~1.5 s more at start. V8 reads the flag
 * when it compiles a module, and PGlite compiles its WebAssembly when a database is created
 * (`PGlite.create`, from buildApp), not when its package is imported: main.ts imports this module
 * first so the flag is set before anything of its own runs (the bundle's package imports are
 * evaluated before it, and compile nothing). Tests keep the default: they start many databases,
 * and each would pay the longer compile.
 */
if (!process.env.DATABASE_URL) setFlagsFromString('--no-liftoff');
