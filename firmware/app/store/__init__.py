# What the console keeps on flash: the saved game (session, journal), settings and records
# read one strict way (stored), the records file.
