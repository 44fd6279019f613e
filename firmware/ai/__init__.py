# AI seats: they choose from a seat's observation only, never from the full state.
