"""``ghostparlor fuzz-files``: hostile files against every reader of docs/files.md.

A structure-aware campaign. Each case plants one hostile version of one file of the
inventory in a fresh user folder (or a fresh copy of the game data), then runs the real
readers on it, and now and then the app's start and the scenes that read it (headless:
the title with its saved game, the statistics, the finished games and a replay, Continue,
the set-up that reads the remembered seats). It counts

- **cases** run,
- **crashes**: any exception that escapes a reader or a scene,
- **hangs**: a read (one reader call, or one scene step that reads) over 2 s,
- **lost originals**: a user file whose planted bytes are neither in place nor set
  aside beside it afterwards (derived files, the YAML cache, the catalog cache and the
  kept first frame, are rebuilt by design and not counted),
- **bad messages**: a notice for the person that is not one line,

and the command exits 1 if any of the last four is not zero. Memory is bounded too: the
campaign caps its address space at 3 GB over its start (Linux), so a reader that tries
to take more fails with MemoryError (a crash if it escapes) instead of taking the machine;
the summary gives the peak resident size.

The mutations come from a seeded generator of our own (the same seed gives the same
cases): deep nesting (at the top and inside a key), huge and non-finite numbers (1e400,
NaN, Infinity, 5000 digits, 2**64), every key path given a wrong type or removed, huge
arrays and strings (under and over the size limits), invalid UTF-8 and lone surrogates,
truncation at every length of a small valid file in turn, empty files, a folder, a pipe,
a link to a device or in a loop, an unreadable file (chmod 000 and, since root reads
anyway, a patched os.open raising EACCES), a file where a folder is expected, YAML
aliases (of lists and maps, and of one long text referred to thousands of times), tags
and sets. When Hypothesis is installed (a test dependency, not needed
here) part of the time goes to its generated JSON values at random key paths.

The package: :mod:`.mutations` makes the hostile versions (a :class:`~.mutations.Plant`),
:mod:`.runner` plants one and runs a case (timed, watched, the original looked for
afterwards), :mod:`.target` says what a file of the inventory is and walks the app's
scenes, :mod:`.files` and :mod:`.shipped` are the inventory (the person's files, the
installed data), :mod:`.shapes_files` adds alias bombs in every YAML the app reads and
special files (a pipe, a /dev/zero link, a folder, a link to nothing) at every per-user
path, and :mod:`.campaign` runs the whole for a time and sums it up.
"""
