# Shared core: tiles, random generator, JSON-lines writing and the game interface constants.
