# The screen framework: the frame loop and its stack of screens, buttons, drawing, the font,
# titled lists of rows.
