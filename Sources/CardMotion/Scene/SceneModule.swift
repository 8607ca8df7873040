// A playback's output is a Scene: whoever imports CardMotion to play a script also gets the display list's types.
@_exported import CardScene
