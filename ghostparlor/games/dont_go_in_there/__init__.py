"""Don't Go In There (Chin & Nerger): worker placement in haunted rooms, curses and dice."""
