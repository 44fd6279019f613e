# The games: rules engines, their log codecs and the registry that names them.
