"""Ghostbumpers (I. & M. Brand): trick-taking with a secret scared card."""
